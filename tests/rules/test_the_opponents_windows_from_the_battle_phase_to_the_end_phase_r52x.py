"""From the end of the Battle Phase to the End Phase: the opponent may act before each step or
phase ends, while a new Main Phase 2 opens on the turn player's menu (round 52x).

Seed 000 §回合玩家的優先權 (in each phase and step the turn player may act first; before a phase or
step moves on the turn player gives up priority, and the opponent may then activate "before it
ends"); seed 004 §战斗阶段的流程 (the Battle Step, then the End Step, of the Battle Phase) and its
End Phase paragraph (Quick-Play Spells and Traps may be activated in the End Phase). Both
presets."""

import pytest

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_the_opponent_is_asked_before_each_step_or_phase_ends_and_acts_in_the_end_phase(rules):
    """Q: I end my Battle Phase; my opponent holds a Set Dust Tornado and I have a Set Trap Hole
    (Set this turn). When may they use it? A: at the end of my Battle Step, in the Battle
    Phase's End Step, at the end of my Main Phase 2 (not at its start: my menu comes first) and
    in my End Phase. They wait until my End Phase and destroy Trap Hole there, still in my turn."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    hole = table.spell_trap(0, "Trap Hole", set_this_turn=True)
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("end_battle", request="battle")
    seen = []
    while duel.request.kind == "chain" and duel.request.player == 1:
        seen.append((duel.phase, duel.step))
        s.pick("pass")
    assert seen == [("battle", "battle"), ("battle", "end")]
    s.expect(request="idle", player=0)
    assert duel.phase == "main2"
    s.pick("end_turn")
    s.expect(request="chain", player=1)
    assert duel.phase == "main2"                # before Main Phase 2 ends
    s.pick("pass")
    s.expect(request="chain", player=1)
    assert duel.phase == "end" and duel.turn == 3
    s.pick("activate", "Dust Tornado")
    s.pick("target", hole)
    while duel.request.kind == "chain" and duel.turn == 3:
        s.pick("pass")
    assert grave(duel, 0) == ["Trap Hole"]
    (destroyed,) = of_type(duel, "destroyed")
    end_phase = [e["i"] for e in of_type(duel, "phase") if e["phase"] == "end" and e["player"] == 0]
    turn_end = [e["i"] for e in of_type(duel, "turn_end") if e["turn"] == 3]
    assert end_phase and end_phase[0] < destroyed["i"]
    assert not turn_end or destroyed["i"] < turn_end[0]
