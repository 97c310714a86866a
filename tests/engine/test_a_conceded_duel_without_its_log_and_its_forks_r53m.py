"""A conceded duel that keeps no log, and a fork of a duel with an outside input (round 53m:
survivors of duel.py `concede` and `apply_inputs`, stop 52's lines).

A concession ends the duel (Konami's tournament policy; tests/rules/test_a_player_concedes.py):
a duel made with keep_log=False drops its events at its end however it ends (issue 8 §5,
tests/engine/test_keep_log.py), a concession too, keeping the log's length and digest for its
replay. A fork made in the middle of a procedure is rebuilt from the origin with the answers
and the outside inputs at the points they came (`Duel.apply_inputs`): a time limit set before
them is in the fork as in the duel."""

from duelist.engine.duel import Duel
from duelist.engine.replay import run_replay
from duelist.testing.property import default_decks
from duelist.testing.scenario import Script, Table


def _duel(keep_log=True, answers=9):
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=11, first_player=0, keep_log=keep_log)
    for _ in range(answers):
        duel.answer(0)
    return duel


def test_a_conceded_duel_without_its_log_drops_its_events_and_keeps_its_digest():
    """Q: a duel that keeps no log (a long simulation's) is conceded by player 2. A: its events
    are dropped at once, as at any other end; its length and digest are those of the same duel
    kept whole, and its replay re-runs to that log."""
    full, lean = _duel(True), _duel(False)
    full.concede(1)
    lean.concede(1)
    assert lean.result == full.result == {"winner": 0, "reason": "concede", "turn": full.turn}
    assert lean.log == [] and len(full.log) > 9
    assert lean.log_length() == len(full.log)
    assert lean.log_digest() == full.log_digest()
    assert run_replay(lean.replay_data()).log == full.log


def test_a_fork_in_the_middle_of_a_procedure_keeps_a_time_limit_set_before_it():
    """Q: a time limit is set (the match's clock ran out) before Monster Reborn is activated;
    a search agent forks the duel while Monster Reborn resolves, at its position question.
    A: the fork, rebuilt from the answers and the outside inputs, has the same limit from the
    same point: the same inputs, the same log, and it plays on alike."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(1, "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    duel.set_turn_limit(5)
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    if duel.request.kind == "target":
        s.pick("target", "Summoned Skull")
    s.expect(request="option", player=0)
    fork = duel.fork()
    assert fork.turn_limit == 5
    assert fork.inputs == duel.inputs == [[0, "turn_limit", 5]]
    assert fork.log_digest() == duel.log_digest()
    for d in (duel, fork):
        Script(d).pick("option", "Attack Position", request="option")
    assert fork.log_digest() == duel.log_digest()
    assert [c.name for c in fork.players[0].mzone if c] == ["Summoned Skull"]
