"""Thestalos the Firestorm Monarch Special Summoned (round 47c, a mutant's survivor).

Thestalos' effect activates only when it is Tribute Summoned: Special Summoned (Monster Reborn),
it does nothing. Seed 000 §上級召喚 (a Tribute Summon is a Normal Summon with Tributes; a Special
Summon is not one)."""

from duelist.testing.reads import field_monsters, hand, lp
from duelist.testing.scenario import Script, Table


def test_thestalos_special_summoned_by_monster_reborn_discards_nothing():
    """Q: I Special Summon Thestalos from my GY with Monster Reborn. Does my opponent discard a
    random card? A: no: it was not Tribute Summoned; their hand and Life Points stay."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Thestalos the Firestorm Monarch")
    table.hand(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    while duel.request.kind in ("target", "select", "option"):
        s.answer(duel.request.options[0])
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Thestalos the Firestorm Monarch"]
    assert hand(duel, 1) == ["Summoned Skull"]
    assert lp(duel)[1] == 8000
