"""Determinism (DESIGN §3): same seed + same answers = same duel; forks; replay files."""

import json

import pytest

from duelist.agents import RandomAgent, play_out
from duelist.engine.duel import Duel
from duelist.engine.events import log_bytes
from duelist.engine.replay import ReplayError, load_replay, run_replay, save_replay
from duelist.engine.rng import PRNG
from duelist.testing import Script, Table
from duelist.testing.property import default_decks


def _play(seed, agent_seed=7):
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=seed)
    play_out(duel, (RandomAgent(agent_seed), RandomAgent(agent_seed + 1)))
    return duel


def test_prng_is_fixed_across_versions():
    rng = PRNG(2024)
    assert [rng.next32() for _ in range(3)] == [556154494, 1372792983, 3370363828]
    assert PRNG(0).below(10) == PRNG(0).below(10)


def test_prng_below_is_rejection_sampling_over_next32():
    """below(n) (next32 written out inline, for speed) gives the numbers of the plain rule:
    draw next32 until it is under the largest multiple of n below 2**32, then take it mod n."""
    def reference(rng, n):
        if n == 1:
            return 0
        limit = (2 ** 32 // n) * n
        while True:
            r = rng.next32()
            if r < limit:
                return r % n
    fast, slow = PRNG(99), PRNG(99)
    sizes = list(range(1, 300)) + [255, 256, 257, 2 ** 31 + 5, 3 * 10 ** 9, 2 ** 32 - 1, 2 ** 32]
    for n in sizes * 3:
        assert fast.below(n) == reference(slow, n), n
    assert fast.getstate() == slow.getstate()


def test_same_seed_same_answers_same_log_bytes():
    assert log_bytes(_play(11).log) == log_bytes(_play(11).log)


def test_different_seeds_shuffle_differently():
    assert log_bytes(_play(11).log) != log_bytes(_play(12).log)


def _advance(duel, agent, n):
    for _ in range(n):
        if duel.request is None:
            break
        duel.answer(agent.choose(duel, duel.request))


def test_fork_at_a_quiet_point_continues_identically():
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=3, first_player=0)
    _advance(duel, RandomAgent(1), 30)
    assert duel.request is not None
    fork = duel.fork()
    assert fork.view(0) == duel.view(0) and fork.log == duel.log
    play_out(duel, (RandomAgent(5), RandomAgent(6)))
    play_out(fork, (RandomAgent(5), RandomAgent(6)))
    assert log_bytes(fork.log) == log_bytes(duel.log)


def test_fork_leaves_the_original_untouched():
    d0, d1 = default_decks()
    duel = Duel(d0, d1, seed=3, first_player=0)
    _advance(duel, RandomAgent(1), 25)
    snapshot = (log_bytes(duel.log), json.dumps(duel.view(0), sort_keys=True),
                json.dumps(duel.view(1), sort_keys=True), list(duel.answers), duel.rng.getstate())
    fork = duel.fork()
    play_out(fork, (RandomAgent(99), RandomAgent(98)))
    assert fork.result is not None
    assert snapshot == (log_bytes(duel.log), json.dumps(duel.view(0), sort_keys=True),
                        json.dumps(duel.view(1), sort_keys=True), list(duel.answers), duel.rng.getstate())


def test_fork_in_the_middle_of_a_procedure_rebuilds_from_the_answers():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Dark Magician")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Mystical Elf")
    duel = table.build()
    Script(duel).pick("summon", "Dark Magician")
    assert duel.request.kind == "tribute"
    fork = duel.fork()
    assert fork.request.kind == "tribute" and fork.log == duel.log
    Script(fork).pick("tribute", "Celtic Guardian")
    Script(fork).pick("tribute", "Mystical Elf")
    assert [c.name for c in fork.monsters(0)] == ["Dark Magician"]
    assert duel.request.kind == "tribute"          # the original still waits
    assert len(duel.monsters(0)) == 2


def test_replay_file_round_trip(tmp_path):
    duel = _play(21)
    path = str(tmp_path / "duel.replay.json")
    save_replay(duel, path)
    data = load_replay(path)
    again = run_replay(data, path)
    assert log_bytes(again.log) == log_bytes(duel.log)
    assert again.result == duel.result


def test_replay_with_a_changed_answer_is_refused(tmp_path):
    duel = _play(22)
    data = duel.replay_data()
    data["answers"] = list(data["answers"])
    # change an early answer to another legal-looking id: the log then differs or the answer misfits
    data["answers"][0] = 0 if data["answers"][0] != 0 else 1
    with pytest.raises(ReplayError):
        run_replay(data)


@pytest.mark.parametrize("content, message", [
    ("not json", "bad JSON"),
    ('{"format": "other"}', "not a duelist replay"),
    ('{"format": "duelist-replay", "version": 99}', "not supported"),
    ('{"format": "duelist-replay", "version": 1, "rules": {}, "seed": 1, "decks": [], "answers": []}',
     "two decks"),
])
def test_malformed_replay_files_get_clear_errors(tmp_path, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(ReplayError) as info:
        load_replay(str(path))
    assert message in str(info.value)


def test_prng_shuffle_is_fisher_yates_over_below():
    """shuffle (next32 and below written out inline, for speed) moves the items as the plain
    rule does: for i from the last index down, swap item i with item below(i + 1)."""
    for seed, size in ((5, 40), (6, 2), (7, 1), (8, 0), (9, 300)):
        fast, slow = PRNG(seed), PRNG(seed)
        items = list(range(size))
        expected = list(range(size))
        fast.shuffle(items)
        for i in range(size - 1, 0, -1):
            j = slow.below(i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        assert items == expected, (seed, size)
        assert fast.getstate() == slow.getstate()
