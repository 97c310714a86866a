"""A Ritual Summon with every Main Monster Zone full: the Ritual Monster needs a zone, so at least
one Tribute must come from the field; Tributes all from the hand would leave it nowhere to go.

Seed 000 §儀式召喚: the Tributes from the hand or the field, then the Ritual Monster onto the
field, in the Ritual Spell's resolution. Sources: yugipedia "Ritual Summon" (with no free
Monster Zone at least one Tributed monster must be from the field; a Ritual Monster that cannot
be summoned means nothing is Tributed). The Tribute Summon's own rule is the same
(tests/rules/test_summon_procedures_with_every_main_monster_zone_full_r38m.py).

Request 2 of /work/reports/h51r-requests.md (round 51r)."""

import pytest

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

FIVE = ["Battle Ox", "Celtic Guardian", "Mad Dog of Darkness", "Hitotsu-Me Giant", "Koumori Dragon"]


def _table():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Black Luster Ritual", "Black Luster Soldier", "Summoned Skull",
               "Giant Soldier of Stone")                 # Levels 8, 6, 3
    for name in FIVE:                                    # Level 4 each
        table.monster(0, name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s


@pytest.mark.xfail(strict=True, reason="h51r request 2: hand-only Tributes offered with no free zone")
def test_with_every_zone_full_the_second_tribute_must_come_from_the_field():
    """Q: my five Main Monster Zones are full; I Tribute Summoned Skull from my hand for Black
    Luster Ritual. May Giant Soldier of Stone from my hand make up the rest? A: no: then no zone
    would be free for Black Luster Soldier; one of my field monsters must be the second Tribute."""
    duel, s = _table()
    s.pick("select", "Summoned Skull")
    assert s.has("select", "Battle Ox")
    assert not s.has("select", "Giant Soldier of Stone")


def test_with_every_zone_full_a_field_tribute_frees_the_zone():
    """Q: same position; Summoned Skull from the hand, then Battle Ox from the field. A: Black
    Luster Soldier is Ritual Summoned into the zone Battle Ox left."""
    duel, s = _table()
    s.pick("select", "Summoned Skull")
    s.pick("select", "Battle Ox")
    s.pick("option", "Attack Position", request="option")
    assert "Black Luster Soldier" in field_monsters(duel, 0) and "Battle Ox" not in field_monsters(duel, 0)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Black Luster Ritual", "Summoned Skull"]
    assert hand(duel, 0) == ["Giant Soldier of Stone"]


@pytest.mark.xfail(strict=True, reason="h51r request 2: a Tribute from the Extra Monster Zone frees no Main zone")
def test_a_tribute_from_the_extra_monster_zone_frees_no_zone_for_the_ritual_monster():
    """Q: my five Main Monster Zones are full and Stardust Dragon (Level 8) is in my Extra Monster
    Zone. May I Tribute Stardust Dragon alone for Black Luster Ritual? A: no: Black Luster Soldier
    cannot go to the Extra Monster Zone, so Stardust Dragon leaving frees no zone for it; one
    Tribute must come from a Main Monster Zone."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Black Luster Ritual", "Black Luster Soldier")
    for name in FIVE:
        table.monster(0, name)
    table.monster(0, "Stardust Dragon", zone=5, summon_kind="synchro")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert s.has("select", "Battle Ox")
    assert not s.has("select", "Stardust Dragon")
