"""The order of the asks round 16f rewrote without generators (engine/turn.py
`_flip_summon_proc`, chain.py `_priority` / `_priority_asks` and the chain's resolution written
into `_window_loop`): a Flip Summon's summon-negation window comes first (seed 000 §反擊陷阱:
only effects that negate a summon), then the Flip Summon happens and the window after it
(a "when ... Flip Summons" Trap); a negated Flip Summon opens no second window; with no card
that has an effect nothing is asked at all. In a chain, priority alternates after each link and
a player with nothing to activate is not asked (seed 004 §连锁和咒文速度); after the chain
resolves the turn player's Main Phase menu comes back."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _skull_flip_summoned_into(*set_cards):
    """Player 0 Flip Summons a Set Summoned Skull (2500 ATK) in Main Phase 1; player 1 has
    `set_cards` Set since an earlier turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    skull = table.monster(0, "Summoned Skull", position="set")
    for card in set_cards:
        table.spell_trap(1, card)
    duel = table.build()
    Script(duel).pick("flip_summon", skull, request="idle")
    return duel, skull


def test_a_flip_summon_is_first_open_to_summon_negation_only_then_to_trap_hole():
    """Solemn Judgment and Trap Hole Set: while the Skull is being Flip Summoned only Solemn
    Judgment is offered; once player 1 passes, the summon happens and Trap Hole (not Solemn
    Judgment) is offered; player 0 has nothing to chain to it and is not asked, player 1 may
    chain Solemn Judgment to their own Trap Hole; Trap Hole destroys the Skull and player 0 has
    the menu again."""
    duel, skull = _skull_flip_summoned_into("Solemn Judgment", "Trap Hole")
    s = Script(duel)
    request = s.expect("chain", player=1)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Solemn Judgment"]
    s.pick("pass", player=1)
    request = s.expect("chain", player=1)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Trap Hole"]
    assert skull.card(duel).position == S.FACEUP_ATTACK
    s.pick("activate", "Trap Hole", player=1)
    s.pick("target", skull, player=1, request="target")
    # player 0 has nothing to chain and is not asked; player 1 may chain Solemn Judgment to
    # their own Trap Hole (it negates a Trap's activation) and passes
    request = s.expect("chain", player=1)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Solemn Judgment"]
    s.pick("pass", player=1)
    s.expect("idle", player=0)
    assert "Summoned Skull" in grave(duel, 0)
    kinds = [ev["type"] for ev in duel.log]
    assert kinds.index("flip_summon") < kinds.index("chain") < kinds.index("resolve")


def test_a_flip_summon_negated_by_solemn_judgment_opens_no_window_after_it():
    """Solemn Judgment negates the Flip Summon (player 1 pays half their LP): the Skull is
    destroyed, and Trap Hole, which answers a Flip Summon that happened, is never offered."""
    duel, skull = _skull_flip_summoned_into("Solemn Judgment", "Trap Hole")
    s = Script(duel)
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    s.expect("idle", player=0)
    assert lp(duel) == (8000, 4000)
    assert sorted(grave(duel, 0)) == ["Summoned Skull"]
    assert "Trap Hole" not in grave(duel, 1)
    assert [ev["type"] for ev in duel.log].count("summon_negated") == 1


def test_a_flip_summon_nobody_can_answer_asks_nothing():
    """Only Normal Monsters in the duel: the Flip Summon is made at once, the menu comes
    back with the Skull face-up in Attack Position and able to attack in the Battle Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    skull = table.monster(0, "Summoned Skull", position="set")
    table.monster(1, "Celtic Guardian", zone=2)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", skull, request="idle")
    s.expect("idle", player=0)
    assert skull.card(duel).position == S.FACEUP_ATTACK
    assert [ev["type"] for ev in duel.log].count("flip_summon") == 1
    s.pick("battle", request="idle")
    assert s.has("attack", skull)


def test_priority_alternates_after_each_link_and_skips_who_has_nothing():
    """Player 0 activates Dark Hole; player 1 chains Mystical Space Typhoon on player 0's Set
    Mystical Space Typhoon; player 0 is asked next (they may chain their own Typhoon) and
    passes; player 1 has nothing left and is not asked again: the chain resolves (the Typhoon
    destroys the Set Typhoon, Dark Hole both monsters) and player 0 has the menu."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Dark Hole")
    set_typhoon = table.spell_trap(0, "Mystical Space Typhoon")
    table.monster(0, "Celtic Guardian", zone=0)
    table.spell_trap(1, "Mystical Space Typhoon")
    table.monster(1, "Battle Ox", zone=0)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", request="idle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", set_typhoon, player=1, request="target")
    request = s.expect("chain", player=0)
    assert [o.name for o in request.options if o.kind == "activate"] == ["Mystical Space Typhoon"]
    s.pick("pass", player=0)
    s.expect("idle", player=0)
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Dark Hole", "Mystical Space Typhoon"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Mystical Space Typhoon"]
