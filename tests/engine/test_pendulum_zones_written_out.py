"""The Main Phase menu looks for a card in both Pendulum Zones with the zones' seqs written out
(turn.py `_main_menu`; docs/performance.md round 9, hcall: `pendulum_seqs` was a call with a frame
on PyPy at every menu). The rule it stands for (seed 000 §靈擺召喚, §大師規則3, §新大師規則): a
player may Pendulum Summon only with a Pendulum card in each of their two Pendulum Zones: under
MR3 the two zones of their own beside the Spell & Trap Zones, under MR4/MR5 the end Spell &
Trap Zones."""

import pytest

from duelist.engine.pendulum import pendulum_seqs
from duelist.testing.scenario import Table

LOW, HIGH = "Foucault's Cannon", "Flash Knight"      # scales 2 and 7
BETWEEN = "Giant Soldier of Stone"                   # Level 3


@pytest.mark.parametrize("rules", ["MR3", "MR4", "MR5"])
@pytest.mark.parametrize("sides", [(), ("left",), ("right",), ("left", "right")])
def test_a_pendulum_summon_is_offered_only_with_both_scales(rules, sides):
    """With a Level 3 monster in the hand, the menu has a Pendulum Summon row exactly when
    both Pendulum Zones hold a scale (2 and 7), whichever zones the rules name."""
    table = Table(rules=rules, turn=3, turn_player=0)
    for side in sides:
        table.pendulum(0, LOW if side == "left" else HIGH, side)
    table.hand(0, BETWEEN)
    duel = table.build()
    assert duel.request.kind == "idle"
    seqs = pendulum_seqs(duel.rules)
    assert len(seqs) == 2
    held = [duel.players[0].szone[seq] is not None for seq in seqs]
    assert held == [side in sides for side in ("left", "right")]
    offered = [o for o in duel.request.options if o.kind == "pendulum_summon"]
    assert len(offered) == (1 if len(sides) == 2 else 0), (rules, sides, duel.request.options)


def test_without_pendulum_zones_no_pendulum_summon_is_offered():
    """Rules without Pendulum Zones (MR2): the menu has no Pendulum Summon row, with two
    Pendulum Monsters of scales 2 and 7 and a Level 3 monster in the hand."""
    table = Table(rules="MR2", turn=3, turn_player=0)
    table.hand(0, LOW, HIGH, BETWEEN)
    duel = table.build()
    assert pendulum_seqs(duel.rules) == ()
    assert not [o for o in duel.request.options if o.kind == "pendulum_summon"]
