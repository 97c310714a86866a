"""An attacker that can no longer attack stops its attack only before damage calculation
(seed 004 §战斗阶段中的卷回; battle.py `_attacker_stopped`, whose test of the Damage Step's
sub-step is written out as comparisons: `in` a tuple of strings is a call on PyPy): changed
to Defense Position at the attack declaration, at the start of the Damage Step or before
damage calculation, its attack ends; from damage calculation on, it battles on."""

import pytest

from duelist.engine import state as S
from duelist.testing import Table

BEFORE = [None, "start", "before_calc"]
FROM_CALCULATION_ON = ["calc", "after_calc", "end"]


def _attacker_in_defense(sub):
    table = Table()
    table.monster(0, "Celtic Guardian", zone=2, position="defense")
    duel = table.build()
    attacker = duel.monsters(0)[0]
    assert attacker.position == S.FACEUP_DEFENSE
    duel.damage_sub = sub
    return duel._attacker_stopped(attacker, attacker.uid, 0)


@pytest.mark.parametrize("sub", BEFORE)
def test_an_attacker_in_defense_position_before_damage_calculation_stops(sub):
    assert _attacker_in_defense(sub) == "attacker_defense"


@pytest.mark.parametrize("sub", FROM_CALCULATION_ON)
def test_an_attacker_in_defense_position_from_damage_calculation_on_battles_on(sub):
    assert _attacker_in_defense(sub) is None
