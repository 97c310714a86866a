"""Horus the Black Flame Dragon LV4 (75830094): control of the face-up card cannot switch.

Sources: the card's text, 2004 print (SOD-EN006, quoted on pojo.com's Card of the Day, 2004-10-15:
"As long as this card remains face-up on your side of the field, control of this card cannot
switch"), and today's ("Control of this face-up card cannot switch"); yugioh.fandom.com
"Horus the Black Flame Dragon" (the LV4 never switches sides). The same in both presets.
The script has no such effect: the engine has no rule "control of this card cannot switch" for a
continuous effect to name (a `take_control` / `swap_control` gate, engine/actions.py, h54a's):
a strict xfail and a request in round h54p's report."""

import pytest

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

LV4 = "Horus the Black Flame Dragon LV4"


@pytest.mark.xfail(strict=True, reason="control of Horus LV4 cannot switch (its text, 2004 and today); "
                   "the engine has no 'control cannot switch' rule (request: a continuous tag read "
                   "by take_control/swap_control, engine/actions.py)")
@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_horus_the_black_flame_dragon_lv4_is_not_taken_by_brain_control(rules):
    """Q: my opponent controls a face-up Horus LV4; I pay 800 LP for Brain Control and target it
    (or try to). A: its control cannot switch: my opponent keeps it, I control no monster."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Celtic Guardian"] * 4)
    horus = table.monster(1, LV4)
    table.hand(0, "Brain Control")
    duel = table.build()
    s = Script(duel)
    if s.has("activate", "Brain Control"):
        s.pick("activate", "Brain Control")
        if duel.request.kind == "target" or s.has("target", LV4):
            s.pick("target", LV4)
        while duel.request is not None and duel.request.kind == "chain":
            s.pick("pass")
    assert horus.card(duel).controller == 1 and field_monsters(duel, 0) == []
