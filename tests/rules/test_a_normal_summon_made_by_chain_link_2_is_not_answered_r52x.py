"""A Normal Summon made by Chain Link 2 is over before the chain ends: "when a monster is
Summoned" Traps cannot answer it once Chain Link 1 has resolved after it (round 52x).

Seed 004 §连锁和咒文速度 (the chain resolves backwards: Chain Link 2 first); yugioh.hikikomo.com's
page on Ultimate Offering (its Normal Summon made at Chain Link 2 or later dodges summon answers
such as Bottomless Trap Hole, because the earlier links resolve after the summon and those cards
miss their moment); edisonformat.com "Missing the Timing" (the last thing to happen after a chain
is Chain Link 1's resolution). Ultimate Offering's effect at Chain Link 1 alone is answered by Trap
Hole: tests/cards/test_yugi_traps.py::test_ultimate_offering_summon_can_be_answered_by_trap_hole.
Both presets."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_trap_hole_and_torrential_tribute_miss_a_summon_made_under_mystical_space_typhoon(rules):
    """Q: I activate Mystical Space Typhoon on my opponent's Set Ceasefire and chain Ultimate
    Offering's effect (500 LP) to it: Battle Ox is Normal Summoned as Chain Link 2 resolves, then
    Typhoon destroys Ceasefire. My opponent holds Set Trap Hole and Torrential Tribute. A: neither
    may be activated: the last thing that happened is Typhoon's destruction, not the summon. I am
    back at my Main Phase menu with Battle Ox on the field."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Mystical Space Typhoon", "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    table.spell_trap(1, "Torrential Tribute")
    ceasefire = table.spell_trap(1, "Ceasefire", set_this_turn=True)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", ceasefire)
    # my opponent has nothing to chain to a Typhoon: I may add Chain Link 2
    s.pick("activate", "Ultimate Offering", player=0, request="chain")
    s.pick("summon", "Battle Ox", player=0, request="summon_now")
    names = [e.get("name") for e in duel.log if e["type"] in ("summon", "destroyed")]
    assert names == ["Battle Ox", "Ceasefire"]
    assert of_type(duel, "activate", 0)[-1]["name"] == "Mystical Space Typhoon"
    assert not any(e["player"] == 1 for e in of_type(duel, "activate"))
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert grave(duel, 1) == ["Ceasefire"]
    assert lp(duel) == (7500, 8000)
    assert sorted(c.name for c in duel.players[1].szone if c is not None and not c.face_up) == [
        "Torrential Tribute", "Trap Hole"]
