"""Return from the Different Dimension (27174286), Normal Trap: pay half your LP; Special Summon
as many of your banished monsters as possible; in the End Phase the monsters it summoned are
banished. One meaning in both eras (the 2005 print says the same with "removed from play").

Sources: yugioh-wiki.net 《異次元からの帰還》 (the text: the cost is half the LP; as many as
possible); yugioh.hikikomo.com "異次元からの帰還" (the monsters summoned are banished again in
the End Phase, which using them as material avoids: one that left the field is not banished
from the GY)."""

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _table(rules="GOAT", gone=("Battle Ox", "Celtic Guardian")):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Return from the Different Dimension")
    table.banished(0, *gone, face_down=False)
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    return table


def _activate(duel, s, positions):
    s.pick("activate", "Return from the Different Dimension", player=0)
    _pass(duel, s)
    for pos in positions:
        s.pick("option", pos, player=0)
    _pass(duel, s)


def test_return_from_the_different_dimension_summons_all_then_banishes_them_at_the_end():
    """Q: with 8000 LP and Battle Ox and Celtic Guardian banished, I activate Return from the
    Different Dimension. A: I pay 4000; both come back; in my End Phase both are banished
    again; the Trap is in my GY."""
    duel = _table().build()
    s = Script(duel)
    _activate(duel, s, ["Attack Position", "Defense Position"])
    assert lp(duel) == (4000, 8000)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert banished(duel, 0) == []
    s.end_turn()
    _pass(duel, s)
    assert duel.monsters(0) == []
    assert sorted(banished(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert grave(duel, 0) == ["Return from the Different Dimension"]


def test_return_from_the_different_dimension_fills_the_free_zones_only():
    """Q: 3 of my 5 Monster Zones are filled and 3 monsters are banished. A: as many as
    possible: I pick 2 of the 3 and both come; the third stays banished."""
    table = _table("MR5", gone=("Battle Ox", "Celtic Guardian", "Mystical Elf"))
    for name in ("Kozaky", "Kozaky", "Kozaky"):
        table.monster(0, name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Return from the Different Dimension", player=0)
    _pass(duel, s)
    s.pick("select", "Battle Ox", player=0)
    s.pick("select", "Mystical Elf", player=0)
    if duel.request.kind == "select":
        s.pick("done", player=0)
    s.pick("option", "Attack Position", player=0)
    s.pick("option", "Attack Position", player=0)
    _pass(duel, s)
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Kozaky", "Kozaky", "Kozaky", "Mystical Elf"]
    assert banished(duel, 0) == ["Celtic Guardian"]


def test_return_from_the_different_dimension_needs_a_banished_monster():
    """Q: may I activate it with no monster of mine banished (only my opponent's)? A: no: it
    summons my own banished monsters only."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Return from the Different Dimension")
    table.banished(1, "Battle Ox", face_down=False)
    duel = table.build()
    assert not Script(duel).has("activate", "Return from the Different Dimension")


def test_return_from_the_different_dimension_monster_tributed_is_not_banished_later():
    """Q: I bring back Battle Ox and Celtic Guardian, then Tribute both for Dark Magician.
    A: they are in my GY and stay there at the End Phase (only the monsters still on the field
    are banished); the Skull, not summoned by the Trap, stays."""
    table = _table()
    table.hand(0, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    _activate(duel, s, ["Attack Position", "Attack Position"])
    s.pick("summon", "Dark Magician", player=0)
    s.pick("tribute", "Battle Ox", player=0)
    s.pick("tribute", "Celtic Guardian", player=0)
    _pass(duel, s)
    s.end_turn()
    _pass(duel, s)
    assert field_monsters(duel, 0) == ["Dark Magician"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Return from the Different Dimension"]
    assert banished(duel, 0) == []
