"""Dimensionhole (22959079): while the monster it banished is away, the Main Monster Zone that
monster left cannot be used; the monster comes back into it.

Sources, read in our words: yugioh-wiki.net 《ワーム・ホール》 (the OCG text's last sentence: while
the monster is banished, that Monster Card Zone cannot be used; it returns to the field it left at
its player's next Standby Phase). A zone that "cannot be used" takes no monster at all: no Summon,
no Set, no control change (our reading, as for Ojama King's zones, seed 000 §主要怪獸區域). Once the
banished monster is another object (another card moved it out of the banished cards), nothing is
coming back and the zone is free again (our reading: the text ties the zone to that monster's
absence). The 2005 TCG print (GOAT) is played the same way."""

from duelist.testing.reads import banished, field_monsters
from duelist.testing.scenario import Script, Table

HOLE = "Dimensionhole"


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


def _zones(duel, player):
    return [None if c is None else c.name for c in duel.players[player].mzone]


def _table(rules="MR5", ox_zone=0, elves=0, hand=()):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, HOLE, *hand)
    table.monster(0, "Battle Ox", zone=ox_zone)
    for i in range(elves):
        table.monster(0, "Mystical Elf", zone=[z for z in range(5) if z != ox_zone][i])
    table.monster(1, "Celtic Guardian")
    table.deck(0, ["Pot of Greed"] * 5)
    table.deck(1, ["Pot of Greed"] * 5)
    return table


def test_dimensionhole_a_summon_does_not_take_the_zone_the_monster_left():
    """Q: Dimensionhole banishes my Battle Ox from my leftmost Main Monster Zone; I Normal Summon
    Giant Soldier of Stone. A: it goes to another zone: the Ox's stays empty (both texts)."""
    for rules in ("MR5", "GOAT"):
        duel = _table(rules=rules, hand=("Giant Soldier of Stone",)).build()
        s = Script(duel)
        _banish_ox(duel, s)
        s.pick("summon", "Giant Soldier of Stone")
        _settle(duel)
        assert _zones(duel, 0) == [None, "Giant Soldier of Stone", None, None, None], rules


def test_dimensionhole_no_summon_or_set_when_only_that_zone_is_empty():
    """Q: my four other Main Monster Zones hold Mystical Elves when Dimensionhole banishes my
    Battle Ox. A: the only empty zone cannot be used: no Normal Summon and no Set of a Level 4
    monster, and no Change of Heart (the monster taken would need a zone)."""
    duel = _table(elves=4, hand=("Giant Soldier of Stone", "Change of Heart")).build()
    s = Script(duel)
    _banish_ox(duel, s)
    assert not s.has("summon", "Giant Soldier of Stone")
    assert not s.has("set", "Giant Soldier of Stone")
    assert not s.has("activate", "Change of Heart")


def test_dimensionhole_the_monster_comes_back_into_the_zone_it_left():
    """Q: Dimensionhole banishes my Battle Ox from my middle zone; I Normal Summon Giant Soldier
    of Stone (it takes my leftmost zone). A: at my next Standby Phase the Ox comes back into the
    middle zone it left; with four Elves beside it, it comes back too (its zone was kept)."""
    duel = _table(ox_zone=2, hand=("Giant Soldier of Stone",)).build()
    s = Script(duel)
    _banish_ox(duel, s)
    s.pick("summon", "Giant Soldier of Stone")
    _settle(duel)
    _end_turn(duel, s, 0)
    _end_turn(duel, s, 1)
    assert _zones(duel, 0) == ["Giant Soldier of Stone", None, "Battle Ox", None, None]
    duel = _table(elves=4).build()
    s = Script(duel)
    _banish_ox(duel, s)
    _end_turn(duel, s, 0)
    _end_turn(duel, s, 1)
    assert _zones(duel, 0) == ["Battle Ox"] + ["Mystical Elf"] * 4
    assert banished(duel, 0) == []


def test_dimensionhole_zone_free_again_once_the_monster_left_the_banishment():
    """Q: Dimensionhole banishes my Battle Ox from my leftmost zone; I then activate my Set Return
    from the Different Dimension, which Special Summons the Ox. A: once the Ox leaves the banished
    cards nothing is coming back: its old zone is one it may take (I put it there), and the Ox
    is not brought back again at my next Standby Phase."""
    table = _table(hand=("Giant Soldier of Stone",))
    table.spell_trap(0, "Return from the Different Dimension")
    duel = table.build()
    s = Script(duel)
    _banish_ox(duel, s)
    s.pick("activate", "Return from the Different Dimension", request="idle")
    while duel.request.kind != "zone":
        opts = [o for o in duel.request.options if o.kind == "pass"] or duel.request.options
        duel.answer(opts[0])        # (Attack Position)
    assert [o.name for o in duel.request.options][0] == "Monster Zone 1"
    duel.answer(duel.request.options[0])
    _settle(duel)
    assert _zones(duel, 0) == ["Battle Ox", None, None, None, None]
    s.pick("summon", "Giant Soldier of Stone")
    _settle(duel)
    assert _zones(duel, 0) == ["Battle Ox", "Giant Soldier of Stone", None, None, None]
    _end_turn(duel, s, 0)       # (Return from the Different Dimension banishes the Ox again)
    assert banished(duel, 0) == ["Battle Ox"]
    _end_turn(duel, s, 1)
    assert _zones(duel, 0) == [None, "Giant Soldier of Stone", None, None, None]
    assert banished(duel, 0) == ["Battle Ox"]


def test_dimensionhole_no_special_summon_into_that_zone():
    """Q: my four other zones hold Mystical Elves when Dimensionhole banishes my Battle Ox; I
    hold Monster Reborn, Summoned Skull in my GY. A: no zone can take a monster: Monster Reborn
    cannot be activated."""
    table = _table(elves=4, hand=("Monster Reborn",))
    table.grave(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    _banish_ox(duel, s)
    assert field_monsters(duel, 0) == ["Mystical Elf"] * 4
    assert not s.has("activate", "Monster Reborn")
