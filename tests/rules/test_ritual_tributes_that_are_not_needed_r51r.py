"""A Ritual Summon Tributes no more than it needs: every Tribute must be needed to reach the Level
the Ritual Spell names, so a monster whose Level the total does not need cannot be Tributed (take
any one Tribute away and the total must fall below that Level).

Seed 000 §儀式召喚: the Ritual Spell Tributes monsters from the hand or the field whose Levels
total (up to) the Level it names (合計等級直到儀式魔法卡指定的等級). Sources: yugioh-hack.com
"ritual-release-limited" (quoting the Perfect Rule Book: no more monsters than necessary may be
Tributed for a Ritual Summon; its example: Levels 4, 3 and 1 for a Level 6 monster -- the Level 1
monster cannot be Tributed); yugipedia "Ritual Summon".

Request 1 of /work/reports/h51r-requests.md (round 51r)."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _table(*field):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Black Luster Ritual", "Black Luster Soldier")      # Level 8, "8 or more"
    for name in field:
        table.monster(0, name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s


@pytest.mark.xfail(strict=True, reason="h51r request 1: a Tribute that is not needed is offered")
def test_a_level_1_monster_is_no_tribute_beside_two_level_4s_for_level_8():
    """Q: I control Thousand-Eyes Idol (Level 1), Battle Ox and Celtic Guardian (Level 4 each) and
    resolve Black Luster Ritual (Level 8). May I Tribute the Idol as well? A: no: Battle Ox and
    Celtic Guardian reach 8 without it, so it is never needed and is never offered."""
    duel, s = _table("Thousand-Eyes Idol", "Battle Ox", "Celtic Guardian")
    assert s.has("select", "Battle Ox")
    assert not s.has("select", "Thousand-Eyes Idol")


@pytest.mark.xfail(strict=True, reason="h51r request 1: a Tribute that is not needed is offered")
def test_after_a_level_4_the_level_1_monster_is_still_no_tribute():
    """Q: same position; I Tribute Battle Ox first. May the Idol be the second? A: no: the other
    Level 4 must be, and then 8 is reached; the Idol stays on the field."""
    duel, s = _table("Thousand-Eyes Idol", "Battle Ox", "Celtic Guardian")
    s.pick("select", "Battle Ox")
    assert not s.has("select", "Thousand-Eyes Idol")


def test_two_tributes_that_are_both_needed_may_pass_the_level():
    """Q: I control Summoned Skull (Level 6) and Battle Ox (Level 4). May both be Tributed for
    Black Luster Ritual, 10 in all? A: yes: neither alone reaches 8, so both are needed."""
    duel, s = _table("Summoned Skull", "Battle Ox")
    s.pick("select", "Summoned Skull")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Black Luster Soldier"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Black Luster Ritual", "Summoned Skull"]


@pytest.mark.xfail(strict=True, reason="h51r request 1: a monster with no Level is offered as a Ritual Tribute")
def test_an_xyz_or_link_monster_is_never_a_ritual_tribute():
    """Q: I control Number 39: Utopia (an Xyz Monster), Link Spider (a Link Monster) and Blue-Eyes
    White Dragon (Level 8). Which may I Tribute for Black Luster Ritual? A: Blue-Eyes only: an Xyz
    or Link Monster has no Level (seed 004 §XYZ怪兽没有等级; seed 001, 連接怪獸), adds nothing to the
    total and so is never needed."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Black Luster Ritual", "Black Luster Soldier")
    table.monster(0, "Number 39: Utopia", materials=["Battle Ox", "Celtic Guardian"])
    table.monster(0, "Link Spider", zone=5)
    table.monster(0, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert s.has("select", "Blue-Eyes White Dragon")
    assert not s.has("select", "Number 39: Utopia")
    assert not s.has("select", "Link Spider")
