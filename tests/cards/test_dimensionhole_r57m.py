"""Dimensionhole (22959079), Normal Spell: target a monster you control and banish it until your
next Standby Phase.

Sources, read in our words: yugioh-wiki.net 《ワーム・ホール》 (the OCG text: the monster is
banished until its player's next Standby Phase, then comes back; the first card that banishes a
monster "for a while"; a Normal Spell, so it cannot answer a removal as Interdimensional Matter
Transporter does; while it is away, its Monster Zone cannot be used: round 58b,
tests/cards/test_dimensionhole_blocked_zone_r58b.py). The return is no summon and no chain link, as every "banished for a while"
return (the engine's Interdimensional Matter Transporter); it comes back in the position it left
(our reading of the same rule). The 2005 TCG print (Pharaoh's Servant) banishes the same way
until the next Standby Phase (tested under GOAT too); whether it also names the unusable zone we
could not check."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table

HOLE = "Dimensionhole"


def _table(rules="MR5", position="attack", hand_cards=(HOLE,)):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, *hand_cards)
    table.monster(0, "Battle Ox", position=position)
    table.monster(1, "Mystical Elf")
    table.deck(0, ["Pot of Greed"] * 5)
    table.deck(1, ["Pot of Greed"] * 5)
    return table


def _settle(duel):
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        if duel.request.kind == "zone":
            duel.answer(duel.request.options[0])
        else:
            duel.answer([o for o in duel.request.options if o.kind == "pass"][0])


def _banish_ox(duel, s):
    s.pick("activate", HOLE, request="idle")
    s.pick("target", "Battle Ox")
    _settle(duel)


def _end_turn(duel, s, player):
    s.pick("end_turn", player=player, request="idle")
    _settle(duel)


def test_dimensionhole_banishes_until_my_next_standby_phase():
    """Q: on my turn I target my Battle Ox with Dimensionhole. A: the Ox is banished; it is still
    banished through my opponent's turn; at the start of my next Standby Phase it is back on my
    field in Attack Position, before Main Phase 1, with no summon in the log."""
    for rules in ("MR5", "GOAT"):
        duel = _table(rules=rules).build()
        s = Script(duel)
        _banish_ox(duel, s)
        assert field_monsters(duel, 0) == [] and banished(duel, 0) == ["Battle Ox"]
        assert grave(duel, 0) == [HOLE]
        _end_turn(duel, s, 0)
        assert duel.turn == 4 and duel.turn_player == 1
        assert banished(duel, 0) == ["Battle Ox"], rules
        start = len(duel.log)
        _end_turn(duel, s, 1)
        assert duel.turn == 5 and duel.phase == "main1"
        assert field_monsters(duel, 0) == ["Battle Ox"] and banished(duel, 0) == [], rules
        assert duel.monsters(0)[0].position == "attack"
        events = duel.log[start:]
        kinds = [(e["type"], e.get("phase")) for e in events]
        back = [i for i, e in enumerate(events) if e["type"] == "to_mzone"]
        standby = kinds.index(("phase", "standby"))
        main1 = kinds.index(("phase", "main1"))
        assert len(back) == 1 and standby < back[0] < main1
        assert not [e for e in events if e["type"] in ("summon", "special_summon")]


def test_dimensionhole_returns_in_the_position_it_left():
    """Q: my Battle Ox is in face-up Defense Position when Dimensionhole banishes it. A: at my next
    Standby Phase it comes back in Defense Position."""
    duel = _table(position="defense").build()
    s = Script(duel)
    _banish_ox(duel, s)
    _end_turn(duel, s, 0)
    _end_turn(duel, s, 1)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert duel.monsters(0)[0].position == "defense"


def test_dimensionhole_targets_only_my_monsters():
    """Q: I control no monster; my opponent controls Mystical Elf. A: Dimensionhole has no target:
    it cannot be activated."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, HOLE)
    table.monster(1, "Mystical Elf")
    s = Script(table.build())
    assert not s.has("activate", HOLE)


def test_dimensionhole_returned_monster_arrived_this_turn():
    """Q: my Battle Ox came back at my Standby Phase. A: it is a monster that arrived this turn
    (not summoned): I cannot change its battle position this turn, but it may attack."""
    duel = _table().build()
    s = Script(duel)
    _banish_ox(duel, s)
    _end_turn(duel, s, 0)
    _end_turn(duel, s, 1)
    assert not s.has("change_position", "Battle Ox")
    s.pick("battle", request="idle")
    _settle(duel)
    assert s.has("attack", "Battle Ox", target="Mystical Elf")


def test_dimensionhole_its_zone_is_kept_for_it():
    """Q: Dimensionhole banishes my Battle Ox beside my four Mystical Elves; I want to Normal
    Summon a fifth Elf in the Ox's place. A: that zone cannot be used while the Ox is away (the
    OCG text's second sentence; round 58b): no Summon; at my next Standby Phase the Ox comes back
    into it."""
    table = _table(hand_cards=(HOLE, "Mystical Elf"))
    for _ in range(4):
        table.monster(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    _banish_ox(duel, s)
    assert not s.has("summon", "Mystical Elf") and not s.has("set", "Mystical Elf")
    _end_turn(duel, s, 0)
    _end_turn(duel, s, 1)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox"] + ["Mystical Elf"] * 4
    assert banished(duel, 0) == [] and grave(duel, 0) == [HOLE]


def test_dimensionhole_on_a_monster_taken_by_brain_control_returns_to_its_owner():
    """Q: I take my opponent's Mystical Elf with Brain Control and banish it with Dimensionhole.
    A: it comes back at my next Standby Phase to its owner's field: my opponent controls it; it
    is not on my field. (A banished card has no controller; it comes back to its owner.)"""
    duel = _table(hand_cards=(HOLE, "Brain Control")).build()
    s = Script(duel)
    s.pick("activate", "Brain Control", request="idle")
    s.pick("target", "Mystical Elf")
    _settle(duel)
    s.pick("activate", HOLE, request="idle")
    s.pick("target", "Mystical Elf")
    _settle(duel)
    assert banished(duel, 1) == ["Mystical Elf"]
    _end_turn(duel, s, 0)
    assert field_monsters(duel, 1) == []
    _end_turn(duel, s, 1)
    assert field_monsters(duel, 1) == ["Mystical Elf"]
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert duel.monsters(1)[0].controller == 1
