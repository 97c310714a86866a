"""The log events and happenings that hot code builds in place (round 10, hcore7: `_emit`
and `_happen` written out in `_move`, `_draw`, `_damage`, `special_summon`, `_destroy_now`,
`add_lasting`, `recover`, `pay_lp`: on PyPy each call was a frame) are what the two helpers
build. The rules they stand for:

- every log event carries its index in the log as "i", its last key (`Duel._emit`);
- a card drawn is the happening `_happen("drawn", card, player=player)`: the drawing player,
  then type, cid, uid, and only in a duel with card scripts;
- a card destroyed is `_happen("destroyed", card, reason=, by=, controller=, face_up=)`, its
  controller and whether it was face-up read when it is destroyed (before it moves).

Checked at every draw and destruction of random duels on the bench pairs."""

from duelist.engine.duel import Duel
from duelist.engine.state import FACEUP, FACEUP_ATTACK, FACEUP_DEFENSE
from duelist.testing.walks import random_decisions

PAIRS = (("yugi_normals", "kaiba_normals"),
         ("yugi_starter", "kaiba_starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _added(duel, happened, before, kind):
    """The happenings of `kind` appended since (the open batch's list, its length then)."""
    assert duel._happened is happened, "a batch closed inside the step"
    return [h for h in happened[before:] if h["type"] == kind]


def _watch(monkeypatch):
    seen = {"drawn": 0, "destroyed": 0, "face_down_destroyed": 0, "events": 0}
    original_draw = Duel._draw
    original_destroy = Duel._destroy_now

    def draw(duel, player, count=1):
        hand = duel.players[player].hand
        size = len(hand)
        happened = duel._happened
        before = len(happened)
        result = original_draw(duel, player, count)
        drawn = hand[size:]
        expected = [{"player": player, "type": "drawn", "cid": c.cid, "uid": c.uid} for c in drawn] \
            if duel._any_scripts else []
        got = _added(duel, happened, before, "drawn")
        assert got == expected and [list(h) for h in got] == [list(h) for h in expected], (got, expected)
        seen["drawn"] += len(drawn)
        return result

    def destroy(duel, doomed, reason, by, banish, instead=()):
        entries = [(card, reason, by) for card in doomed] + [(e[0], "effect", e[2]) for e in instead]
        expected = [{"reason": why, "by": who, "controller": card.controller,
                     "face_up": card.position in (FACEUP_ATTACK, FACEUP_DEFENSE, FACEUP),
                     "type": "destroyed", "cid": card.cid, "uid": card.uid}
                    for card, why, who in entries] if duel._any_scripts else []
        happened = duel._happened
        before = len(happened)
        result = original_destroy(duel, doomed, reason, by, banish, instead)
        got = _added(duel, happened, before, "destroyed")
        assert got == expected and [list(h) for h in got] == [list(h) for h in expected], (got, expected)
        seen["destroyed"] += len(expected)
        seen["face_down_destroyed"] += sum(1 for h in expected if not h["face_up"])
        return result

    monkeypatch.setattr(Duel, "_draw", draw)
    monkeypatch.setattr(Duel, "_destroy_now", destroy)
    return seen


def _walk(monkeypatch, pairs, seeds):
    seen = _watch(monkeypatch)
    last = None
    for duel, where in random_decisions(pairs, seeds):
        if duel is not last:
            last = duel
        log = duel.log
        for n in range(len(log)):
            event = log[n]
            assert event["i"] == n and list(event)[-1] == "i", (where, n, event)
        seen["events"] += len(log)
    return seen


def test_written_out_events_and_happenings_are_the_helpers_own(monkeypatch):
    seen = _walk(monkeypatch, PAIRS, range(2))
    assert seen["drawn"] > 300 and seen["destroyed"] > 30 and seen["face_down_destroyed"] > 3, seen


def test_a_destroyed_happening_that_calls_every_card_face_up_is_caught(monkeypatch):
    """A mutant: the written-out happening says every destroyed card was face-up (a Set card
    destroyed by Mystical Space Typhoon too)."""
    original = Duel._destroy_now

    def mutant(duel, doomed, reason, by, banish, instead=()):
        happened = duel._happened
        before = len(happened)
        result = original(duel, doomed, reason, by, banish, instead)
        for h in happened[before:]:
            if h["type"] == "destroyed":
                h["face_up"] = True
        return result

    monkeypatch.setattr(Duel, "_destroy_now", mutant)
    try:
        _walk(monkeypatch, PAIRS[3:], range(2))
    except AssertionError:
        return
    raise AssertionError("the mutant was not caught")
