"""Fusilier Dragon, the Dual-Mode Beast (51632798): its own rule lets IT be Normal Summoned
without Tributes (its ATK/DEF then halved); another Level 5 or higher monster in the same hand
still needs its Tributes.

Sources: the card's text (it may be Normal Summoned without Tributing; no other monster is named)
and seed 004 §通常召唤 (a Level 5-6 monster needs one Tribute, 7 or more two), as tests/cards/
test_fusilier_dragon_the_dual_mode_beast.py reads the first. Round 54o: turn.py
`_summon_without_tribute` reads each script's own constant, absent for every other card."""

import pytest

from duelist.testing.scenario import Script, Table

FUSILIER = "Fusilier Dragon, the Dual-Mode Beast"


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_with_an_empty_field_fusilier_may_be_summoned_but_horus_lv6_and_summoned_skull_may_not(rules):
    """Q: my field is empty; my hand holds Fusilier Dragon (Level 7), Horus the Black Flame Dragon
    LV6 (Level 6, a scripted monster) and Summoned Skull (Level 6). Which can I Normal Summon?
    A: Fusilier Dragon alone (without Tributes); the two others need a Tribute I do not have."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.hand(0, FUSILIER, "Horus the Black Flame Dragon LV6", "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    assert s.has("summon_without_tribute", FUSILIER)
    for name in ("Horus the Black Flame Dragon LV6", "Summoned Skull"):
        for kind in ("summon", "summon_without_tribute", "set"):
            assert not s.has(kind, name)
