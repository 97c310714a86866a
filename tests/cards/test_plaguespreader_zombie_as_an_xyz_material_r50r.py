"""Plaguespreader Zombie revived by its own effect is "banished when it leaves the field" (a
replacement: it is banished instead of going anywhere else). Becoming an Xyz Material is not
leaving the field in that sense: the monster is not sent anywhere, it is put under the Xyz
Monster (seed 001 【エクシーズ召喚(XYZ召喚)】: the materials are overlaid and the Xyz Monster is
placed on them); so Plaguespreader Zombie becomes an Xyz Material and is not banished, and once
it is detached it is a card that left as a material, no longer the monster the replacement
covered: it goes to the GY.

Sources: yugioh-wiki 《ゾンビキャリア》 (Plaguespreader Zombie's OCG name; its FAQ: used as an Xyz
Material it is not banished); cyberduelist.com "Official Xyz ruling changes" (Konami: a card that
becomes an Xyz Material does not "leave the field"); edisonrul.ing "Plaguespreader Zombie" (it
can be Tributed or used as material once summoned; only a cost that sends it to the GY is barred)."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table

LEVIATHAN = "Number 17: Leviathan Dragon"


def _drive(duel, s, pick_last=False):
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
            continue
        options = [o for o in duel.request.options if o.kind != "done"]
        s.answer(options[-1] if pick_last else options[0])


def _leviathan_on_plaguespreader():
    """Player 0 revives Plaguespreader Zombie (Level 2) with its own effect, raises it to Level 3
    with Star Changer and overlays it with Giant Soldier of Stone (Level 3) for Number 17:
    Leviathan Dragon (Rank 3)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.grave(0, "Plaguespreader Zombie")
    table.hand(0, "Battle Ox", "Star Changer")
    table.monster(0, "Giant Soldier of Stone")
    table.extra(0, LEVIATHAN)
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Plaguespreader Zombie")
    _drive(duel, s)                                   # Battle Ox on top of the Deck: the cost
    assert sorted(field_monsters(duel, 0)) == ["Giant Soldier of Stone", "Plaguespreader Zombie"]
    s.pick("activate", "Star Changer")
    s.pick("option", "Increase its Level by 1")
    s.pick("target", "Plaguespreader Zombie")
    _drive(duel, s)
    s.pick("xyz_summon", LEVIATHAN)
    _drive(duel, s)
    return duel, s


def test_plaguespreader_zombie_becomes_an_xyz_material_and_is_not_banished():
    """Q: my revived Plaguespreader Zombie is one of the Xyz Materials of Number 17: Leviathan
    Dragon. Is it banished? A: no: it is under Leviathan Dragon as an Xyz Material."""
    duel, s = _leviathan_on_plaguespreader()
    assert field_monsters(duel, 0) == [LEVIATHAN]
    assert banished(duel, 0) == []
    assert "Plaguespreader Zombie" not in grave(duel, 0)


def test_plaguespreader_zombie_detached_as_an_xyz_material_goes_to_the_gy():
    """Q: and when Leviathan Dragon detaches it for its effect? A: it goes to the GY, not banished."""
    duel, s = _leviathan_on_plaguespreader()
    s.pick("activate", LEVIATHAN)
    s.pick("select", "Plaguespreader Zombie")
    _drive(duel, s)
    assert "Plaguespreader Zombie" in grave(duel, 0)
    assert banished(duel, 0) == []
