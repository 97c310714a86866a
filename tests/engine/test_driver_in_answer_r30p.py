"""The duel's driver (advance until a decision is needed or the duel ends) is one loop, written in
`Duel.answer`; a duel set up, a position set up and a fork rebuilt mid-procedure come to it with
no answer (`Duel._run`). Round 30p moved the loop there from `_run` (one call with a frame fewer
at every decision on PyPy). Whatever door the duel came in by, the same decision is pending and
the same log follows; a wrong answer is refused before anything of the duel moves."""

import pytest

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine.duel import Duel
from duelist.engine.protocol import DuelOverError, IllegalAnswerError

GOAT_WZ = ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005")


def _deck(name):
    return load_bundled_deck(name)


def _same_decision(a, b):
    ra, rb = a.request, b.request
    if ra is None or rb is None:
        return ra is rb and a.result == b.result
    return (ra.player, ra.kind, ra.prompt, [o.key for o in ra.options]) == \
        (rb.player, rb.kind, rb.prompt, [o.key for o in rb.options])


def test_a_fork_rebuilt_in_the_middle_of_a_procedure_waits_on_the_same_decision():
    # A fork taken while a procedure waits (a zone, a target, a chain's question) is replayed
    # from the duel's start by the driver with no answer; it must stand where the duel stands,
    # and go on exactly as the duel goes on.
    deck0, deck1 = _deck(GOAT_WZ[0]), _deck(GOAT_WZ[1])
    checked = 0
    for seed in range(4):
        duel = Duel(deck0, deck1, seed=seed)
        agents = (RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2))
        decisions = 0
        while duel.request is not None and decisions < 400:
            if duel._proc is not None and decisions % 3 == 0:
                fork = duel._fork_by_replay()
                assert _same_decision(duel, fork)
                assert fork.log_digest() == duel.log_digest()
                checked += 1
            duel.answer(agents[duel.request.player].choose(duel, duel.request))
            decisions += 1
    assert checked > 0


def test_the_three_ways_of_naming_an_option_play_the_same_duel():
    # An answer may be the Option itself, its id or its key: the driver plays the same duel.
    deck0, deck1 = _deck(GOAT_WZ[0]), _deck(GOAT_WZ[1])
    digests = []
    for way in ("option", "id", "key"):
        duel = Duel(deck0, deck1, seed=11)
        agents = (RandomAgent(23), RandomAgent(24))
        while duel.request is not None:
            option = agents[duel.request.player].choose(duel, duel.request)
            duel.answer(option if way == "option" else option.id if way == "id" else option.key)
        digests.append((duel.result, duel.log_digest()))
    assert digests[0] == digests[1] == digests[2]


def test_a_wrong_answer_is_refused_and_the_decision_still_waits():
    deck0, deck1 = _deck(GOAT_WZ[0]), _deck(GOAT_WZ[1])
    duel = Duel(deck0, deck1, seed=3)
    request, length = duel.request, duel.log_length()
    with pytest.raises(IllegalAnswerError):
        duel.answer(len(request.options))           # past the last option
    with pytest.raises(IllegalAnswerError):
        duel.answer(object())
    with pytest.raises(IllegalAnswerError):
        duel.answer(0, player=1 - request.player)   # not this player's decision
    assert duel.request is request and duel.log_length() == length
    duel.answer(0)
    assert duel.log_length() > length or duel.request is not request


def test_no_answer_is_taken_once_the_duel_is_over():
    deck0, deck1 = _deck(GOAT_WZ[0]), _deck(GOAT_WZ[1])
    duel = Duel(deck0, deck1, seed=5)
    agents = (RandomAgent(1), RandomAgent(2))
    while duel.request is not None:
        duel.answer(agents[duel.request.player].choose(duel, duel.request))
    assert duel.result is not None and duel.over
    with pytest.raises(DuelOverError):
        duel.answer(0)
