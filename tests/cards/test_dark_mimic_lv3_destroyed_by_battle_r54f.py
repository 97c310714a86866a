"""Dark Mimic LV3 (1102515): only a destruction by battle draws (round 54f).

Sources: the 2005 text (SOD-EN010, Soul of the Duelist: "when this card is destroyed as a result
of battle and sent to the Graveyard", draw 1, or 2 if Dark Mimic LV1's effect Special Summoned
it), today's TCG text and the OCG text 《暗黒のミミック LV3》 (戦闘によって破壊され墓地へ送られた
時): all three say destroyed by battle, so a Tribute, a destruction by a card effect or a discard
draws nothing, in both presets. The script drew on any trip from the field to the GY until this
round."""

import pytest

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

LV3 = "Dark Mimic LV3"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_dark_mimic_lv3_tributed_draws_nothing(rules):
    """Q: I Tribute my face-up Dark Mimic LV3 for Summoned Skull. A: it was not destroyed by
    battle: no draw (my hand is empty once the Skull is summoned)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, LV3)
    table.hand(0, "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", LV3)
    _settle(duel, s)
    assert grave(duel, 0) == [LV3] and hand(duel, 0) == []


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_dark_mimic_lv3_destroyed_by_an_effect_draws_nothing(rules):
    """Q: my opponent's Fissure destroys my Dark Mimic LV3 (my only face-up monster). A:
    destroyed by a card effect, not by battle: no draw."""
    table = Table(rules=rules, turn=4, turn_player=1)
    table.monster(0, LV3)
    table.hand(1, "Fissure")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    _settle(duel, s)
    assert grave(duel, 0) == [LV3] and hand(duel, 0) == []


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_dark_mimic_lv3_destroyed_by_battle_in_defense_draws_1(rules):
    """Q: my opponent's Battle Ox attacks my Dark Mimic LV3 in Defense Position (DEF 1000) and
    destroys it. A: destroyed by battle in my opponent's turn: I draw 1 (a mandatory trigger in
    the damage step)."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    mimic = table.monster(0, LV3, position="defense")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=mimic, player=1)
    _settle(duel, s)
    assert grave(duel, 0) == [LV3] and hand(duel, 0) == ["Celtic Guardian"]
