"""Horus the Black Flame Dragon LV4 (75830094): control of the face-up card cannot switch.

Sources: the card's text, 2004 print (SOD-EN006, quoted on pojo.com's Card of the Day, 2004-10-15:
"As long as this card remains face-up on your side of the field, control of this card cannot
switch"), and today's ("Control of this face-up card cannot switch"); yugioh.fandom.com
"Horus the Black Flame Dragon" (the LV4 never switches sides). The same in both presets.
Round h54p found the script without it (a strict xfail); since round h54m's C.CONTROL_FIXED (Mataza
the Zapper: `take_control` / `swap_control` refuse it, and `Ctx.can_take_control` keeps it out of
Brain Control's targets) the script declares it."""

import pytest

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

LV4 = "Horus the Black Flame Dragon LV4"


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_horus_the_black_flame_dragon_lv4_is_not_taken_by_brain_control(rules):
    """Q: my opponent controls a face-up Horus LV4, their only monster; may I Brain Control it?
    A: no: its control cannot switch, so it is no legal target and Brain Control cannot be
    activated; my opponent keeps it."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Celtic Guardian"] * 4)
    horus = table.monster(1, LV4)
    table.hand(0, "Brain Control")
    duel = table.build()
    s = Script(duel)
    # no legal target: Brain Control cannot even be activated
    assert not s.has("activate", "Brain Control")
    assert horus.card(duel).controller == 1 and field_monsters(duel, 0) == []


def test_horus_the_black_flame_dragon_lv4_beside_another_monster_only_that_one_is_taken():
    """Q: my opponent controls Horus LV4 and Battle Ox; I activate Brain Control. A: only Battle Ox
    may be targeted, and I take it; Horus stays theirs."""
    table = Table(turn=3, turn_player=0)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Celtic Guardian"] * 4)
    horus = table.monster(1, LV4)
    table.monster(1, "Battle Ox")
    table.hand(0, "Brain Control")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Brain Control")
    assert [o.name for o in duel.request.options] == ["Battle Ox"]
    s.pick("target", "Battle Ox")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"] and horus.card(duel).controller == 1
