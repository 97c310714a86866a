"""The Normal Summon and Set options (turn.py `_summon_options`) when the caller does not bring
the cost and the lock (`can_normal_summon_now`, Ultimate Offering's question): Chain Energy's
cost and the summon locks are asked only where a lasting rule or a card of the duel with the
tag could apply, as the Main Phase menu asks them (round 11, hturn8: two calls per question,
1.1 a turn on the starter decks). The rulings: under Chain Energy a player who cannot pay 500
LP can neither Normal Summon nor Set (seed: Chain Energy's text); while The Last Warrior from
Another Planet is face-up no monster may be Summoned, Sets stay allowed; Summoner Monk cannot be
Tributed."""

from duelist.testing.scenario import Table


def _options(duel, player=0):
    options = []
    duel._summon_options(player, options)
    return sorted((o.kind, o.name) for o in options)


def test_a_player_who_cannot_pay_chain_energy_has_no_summon_or_set():
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(400, 8000))
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    assert _options(duel) == []
    assert not duel.can_normal_summon_now(0)


def test_a_player_who_can_pay_chain_energy_may_summon_and_set():
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(500, 8000))
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    assert _options(duel) == [("set", "Celtic Guardian"), ("summon", "Celtic Guardian")]
    assert duel.can_normal_summon_now(0)


def test_the_last_warrior_leaves_only_the_set():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "The Last Warrior from Another Planet")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    assert not duel.lingering
    assert _options(duel) == [("set", "Celtic Guardian")]


def test_summoner_monk_is_no_tribute():
    """Summoner Monk and Celtic Guardian on the field: Summoned Skull (1 Tribute) may be
    Tribute Summoned with Celtic Guardian only; with Summoner Monk alone it may not."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Summoner Monk")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    assert [c.data.name for c in duel._tribute_candidates(0)] == ["Celtic Guardian"]
    assert _options(duel) == [("set", "Summoned Skull"), ("summon", "Summoned Skull")]
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Summoner Monk")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    assert duel._tribute_candidates(0) == []
    assert _options(duel) == []
