"""A player concedes (Duel.concede): the duel ends at once and the opponent wins it.

Konami's tournament policy lets a player concede a duel (or a Match) at any moment before
its result is decided, also while the opponent is the one deciding; the seeds say nothing
of it (they end a duel by LP, deck-out, a card's special victory and the time limit, seed 000
§勝負判定條件), so this is the policy's rule, as every client offers it. A concession is an
input from outside the answers: a replay carries it as `[answers so far, "concede", player]`
and re-runs to the same log byte for byte."""

import json

import pytest

from duelist.engine.duel import Duel
from duelist.engine.protocol import DuelOverError
from duelist.engine.replay import ReplayError, run_replay
from duelist.engine.text import describe
from duelist.testing import Script, Table
from duelist.testing.property import default_decks


def _duel(answers=6):
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=11, first_player=0)
    for _ in range(answers):
        duel.answer(0)
    return duel


def test_the_deciding_player_concedes_and_the_opponent_wins():
    """Q: at their own Main Phase menu, player 1 (the turn player here) concedes.
    A: the duel is over at once: player 2 wins, reason "concede", nothing is asked any more
    and the log's last event says who conceded."""
    duel = _duel(0)
    deciding = duel.request.player
    duel.concede(deciding)
    assert duel.over and duel.request is None
    assert duel.result == {"winner": 1 - deciding, "reason": "concede", "turn": duel.turn}
    last = duel.log[-1]
    assert (last["type"], last["winner"], last["reason"], last["player"]) == \
        ("duel_end", 1 - deciding, "concede", deciding)
    with pytest.raises(DuelOverError, match="concede"):
        duel.answer(0)


def test_a_player_concedes_while_the_opponent_decides():
    """Q: player 1 is deciding; player 2, who is not, concedes. A: player 1 wins."""
    duel = _duel()
    waiting = 1 - duel.request.player
    duel.concede(waiting)
    assert duel.result["winner"] == 1 - waiting
    assert duel.result["reason"] == "concede"


def test_a_duel_that_is_over_cannot_be_conceded_and_keeps_its_result():
    """Q: a conceded duel is conceded again, by either player. A: refused (the result is
    decided); the first result stands and no second input is recorded."""
    duel = _duel()
    duel.concede(0)
    result, inputs = dict(duel.result), [list(i) for i in duel.inputs]
    for player in (0, 1):
        with pytest.raises(DuelOverError, match="can no longer be conceded"):
            duel.concede(player)
    assert duel.result == result and duel.inputs == inputs


@pytest.mark.parametrize("player", [2, -1, None, True, "0", 0.0])
def test_only_player_0_or_1_concedes(player):
    """A concession names player 0 or 1 (an int, not a bool); anything else is refused with
    ValueError and the duel goes on unchanged."""
    duel = _duel()
    request, n = duel.request, len(duel.log)
    with pytest.raises(ValueError, match="player must be 0 or 1"):
        duel.concede(player)
    assert duel.result is None and duel.request is request and len(duel.log) == n
    assert duel.inputs == []


def test_a_concession_in_the_middle_of_a_chain_ends_the_duel_there():
    """Q: Monster Reborn resolves and asks its player where the monster goes; the opponent
    concedes before that answer. A: the duel ends with the question unanswered (the Reborn
    never finishes), and the opponent of the conceding player wins."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    if duel.request.kind == "target":
        s.pick("target", "Summoned Skull")
    s.expect(request="option", player=0)
    duel.concede(1)
    assert duel.result["winner"] == 0 and duel.request is None
    assert not [e for e in duel.log if e["type"] == "summon"]


def test_a_conceded_duels_replay_re_runs_to_the_same_log():
    """The replay file carries the concession as an input after the answers given; it
    re-runs to the same result and log, byte for byte."""
    duel = _duel(9)
    duel.concede(1)
    data = json.loads(json.dumps(duel.replay_data()))
    assert data["inputs"] == [[9, "concede", 1]]
    again = run_replay(data)
    assert again.result == duel.result
    assert again.log_digest() == duel.log_digest()


def test_a_replay_whose_concession_was_dropped_or_moved_is_refused():
    """Q: the concession is cut from a replay, or moved before answers that came before it.
    A: the re-run is not the recorded duel: refused, saying why."""
    duel = _duel(9)
    duel.concede(1)
    data = json.loads(json.dumps(duel.replay_data()))
    dropped = dict(data, inputs=[])
    with pytest.raises(ReplayError, match="differs"):
        run_replay(dropped)
    moved = dict(data, inputs=[[4, "concede", 1]])
    with pytest.raises(ReplayError, match="after the duel ended"):
        run_replay(moved)
    for bad in ([9, "concede", 2], [9, "concede", "1"], [9, "surrender", 1]):
        with pytest.raises(ReplayError, match="input 1 is"):
            run_replay(dict(data, inputs=[bad]))


def test_conceding_a_fork_leaves_the_original_duel_playing():
    """A search agent's fork is conceded (a playout given up); the duel it was forked from
    plays on, and a fork of a conceded duel is conceded too."""
    duel = _duel()
    fork = duel.fork()
    fork.concede(0)
    assert duel.result is None and duel.request is not None
    duel.answer(0)
    copy = fork.fork()
    assert copy.result == fork.result and copy.log_digest() == fork.log_digest()


def test_the_log_line_says_who_conceded():
    duel = _duel()
    duel.concede(1)
    event = duel.log[-1]
    assert describe(event, None) == "Player 2 concedes: Player 1 WINS"
    assert describe(event, 1, ["Ann", "You"]) == "You concede: Ann WINS"
    assert describe(event, 0, ["You", "Bob"]) == "Bob concedes: You WIN"
