"""Match replays (issue 8 §3): a replay whose side-decking answer was changed is refused even
when the swapped-in card never shows in any duel (seed 000 §副卡組: the decks of each duel are
part of what a replay proves); a replay without its duel records is refused."""

import json

import pytest

from duelist.agents import RandomAgent
from duelist.engine.replay import ReplayError
from duelist.match import Match
from duelist.match.match import run_match_replay
from matchkit import code, decks


def _side_in(request, name):
    return [o for o in request.options if o.kind == "side_in" and o.name == name][0]


def _play(seed, side_card, answers=None):
    """A match where player 1 exchanges their first Main Deck card for `side_card` before
    duel 2; everything else answered by seeded random agents (or by `answers`)."""
    d0, d1 = decks(side1=[code("Gemini Elf"), code("Vorse Raider")])
    match = Match(d0, d1, seed=seed)
    agents = (RandomAgent(seed), RandomAgent(seed + 1))
    side_at = None
    n = 0
    while match.request is not None and n < 20000:
        request = match.request
        if answers is not None:
            choice = answers[n]
        elif request.kind == "side" and request.player == 1 and request.find(kind="side_in"):
            side_at = n
            choice = _side_in(request, side_card).id
        elif request.kind == "side" and request.player == 1 and side_at is None:
            choice = request.find(kind="side_out")[0].id
        elif request.kind == "side":
            choice = request.find(kind="side_done")[0].id
        else:
            choice = agents[request.player].choose(match.duel, request).id
        match.answer(choice)
        n += 1
    return match, side_at


def test_a_changed_side_decking_answer_is_refused_even_if_the_card_never_shows():
    for seed in range(40):
        match, side_at = _play(seed, "Gemini Elf")
        if side_at is None or match.result is None:
            continue
        data = json.loads(json.dumps(match.replay_data()))
        assert run_match_replay(data).result == match.result
        tampered = json.loads(json.dumps(data))
        other = _side_in(_side_request(data, side_at), "Vorse Raider").id
        tampered["answers"][side_at] = other
        try:
            rerun, _ = _play(seed, None, answers=tampered["answers"])
        except Exception:
            continue          # the other card changed the duel: not the case this test is about
        if [(d["events"], d["log_sha256"]) for d in rerun.duels] != \
                [(d["events"], d["log_sha256"]) for d in data["duels"]]:
            continue          # the other card showed: any check would catch it
        with pytest.raises(ReplayError) as info:
            run_match_replay(tampered)
        assert "other decks than the recorded ones" in str(info.value)
        return
    pytest.fail("no seed gave a side exchange whose card never showed")


def _side_request(data, index):
    """The request the replay's answer `index` answered."""
    match = Match(data["decks"][0], data["decks"][1], seed=data["seed"])
    for choice in data["answers"][:index]:
        match.answer(choice)
    return match.request


@pytest.mark.parametrize("field", ["duels", "result", "answers"])
def test_a_match_replay_without_its_records_is_refused(field):
    match, _ = _play(3, "Gemini Elf")
    data = json.loads(json.dumps(match.replay_data()))
    del data[field]
    with pytest.raises(ReplayError) as info:
        run_match_replay(data)
    assert "missing field %r" % field in str(info.value)


def test_a_match_replay_cut_short_is_refused():
    match, _ = _play(3, "Gemini Elf")
    data = json.loads(json.dumps(match.replay_data()))
    data["answers"] = data["answers"][:len(data["answers"]) // 2]
    with pytest.raises(ReplayError):
        run_match_replay(data)
    for record in data["duels"]:
        del record["deck_sha256"]
    with pytest.raises(ReplayError) as info:
        run_match_replay(data)
    assert "deck_sha256" in str(info.value)
