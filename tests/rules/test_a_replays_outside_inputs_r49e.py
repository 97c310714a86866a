"""A replay's outside inputs (round 49e): besides the players' answers a replay carries the inputs
that came from outside the duel, each `[answers so far, kind, value]`: the tournament time
limit, `"turn_limit"` (seed 001 判定1: the turn in progress is finished, then 3 extra turns), and
since stop 52 a player's concession, `"concede"` (tests/rules/test_a_player_concedes.py). `Duel.apply_inputs` replays them at their points: an input of another kind, or
of another shape, is refused as unknown (DuelError), never read as a time limit."""

import pytest

from duelist.engine.protocol import DuelError
from duelist.testing.scenario import Table


def _duel():
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table.build()


def test_a_turn_limit_input_sets_the_time_limit():
    duel = _duel()
    duel.apply_inputs([], [[0, "turn_limit", 6]])
    assert duel.turn_limit == 6
    assert [e["last_turn"] for e in duel.log if e["type"] == "turn_limit"] == [6]


@pytest.mark.parametrize("item", [[0, "time_limit", 6], [0, "turn_limit", 6, 7]])
def test_an_input_of_another_kind_or_shape_is_refused_and_sets_no_limit(item):
    """`[0, "time_limit", 6]` (a kind the engine does not know) and `[0, "turn_limit", 6, 7]`
    (four parts) are refused as unknown inputs; the duel gets no time limit."""
    duel = _duel()
    before = duel.turn_limit
    with pytest.raises(DuelError, match="unknown duel input"):
        duel.apply_inputs([], [item])
    assert duel.turn_limit == before
    assert not [e for e in duel.log if e["type"] == "turn_limit"]
