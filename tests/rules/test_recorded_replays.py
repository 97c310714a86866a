"""Replays recorded by this engine still verify, byte for byte (issue 11 item 4: "same logs
byte for byte, replays recorded before still verify").

The fixtures are version 2 replays of Goat decks with effects, recorded with

    python -m duelist duel --p1 greedy --p2 random --deck1 D1 --deck2 D2 --rules R --seed S \\
        --quiet --replay tests/rules/fixtures/NAME.json

(Warrior Swarm vs Zombies under MR5, seed 21; Goat Control vs Monarch under GOAT, seed 22, with
Extra Decks, Scapegoat's Tokens, equips and a change of control). Each re-run must give the
recorded log: every event, every card's uid (dealt from the hidden seed's key), the result.
A change that alters a log on purpose (a ruling fixed) re-records the fixture it alters and says
so in its commit; any other change must leave them as they are."""

import json
import os

import pytest

from duelist.engine.replay import ReplayError, run_replay

FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures")
RECORDED = ("replay_v2_goat_warrior_zombie_mr5.json", "replay_v2_goat_control_monarch_goat.json")


def _load(name):
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as handle:
        return json.load(handle)


@pytest.mark.parametrize("name", RECORDED)
def test_a_replay_recorded_by_this_engine_reruns_to_the_same_log(name):
    """The recorded answers re-run to the recorded number of events, result and log digest."""
    data = _load(name)
    assert data["version"] == 2
    duel = run_replay(data, where=name)
    assert duel.log_digest() == data["log_sha256"]
    assert duel.result["winner"] == data["result"]["winner"] and duel.result["turn"] == data["result"]["turn"]


@pytest.mark.parametrize("name", RECORDED)
def test_a_recorded_replay_with_another_seed_is_refused(name):
    """The same answers from another seed deal other cards and other uids: the replay no
    longer fits (an answer out of range, another log or another result), and says so."""
    data = dict(_load(name), seed=_load(name)["seed"] + 1)
    with pytest.raises(ReplayError):
        run_replay(data, where=name)
