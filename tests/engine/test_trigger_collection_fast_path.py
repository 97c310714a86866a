"""Trigger collection's shortcut for the common batch (docs/performance.md, round 5:
`_mark_batch` stops early when a batch holds one happening, no delayed effect is
waiting, and neither that happening's card nor a face-up field card has a trigger for its
type, nor, for a phase, a card with a phase trigger is in a GY or banished): at every
batch of random duels on the effect decks, the triggers it collects equal those of the
full collection (seed 000 §誘發效果: every trigger that listens to the batch becomes
pending), and the shortcut answers most batches. An engine-internal check: the batch
bookkeeping is private."""

from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


class _NotDelayed(object):
    """A lingering entry that is no delayed effect: while one is there the shortcut is
    off (it needs an empty list) and the full collection runs; the collection skips it."""
    tag = "test: no delayed effect"


def _batch_state(duel):
    return (list(duel._happened), duel._last_batch_events, duel._batch, list(duel.pending))


def _restore(duel, state):
    happened, last_events, batch, pending = state
    duel._happened = list(happened)
    duel._last_batch_events = last_events
    duel._batch = batch
    duel.pending = list(pending)


def _triggers(pending, before):
    return [(t["cid"], t["uid"], t["effect"], t["player"], t["batch"], id(t["event"]))
            for t in pending[len(before):]]


def test_the_one_happening_shortcut_collects_what_the_full_collection_does(monkeypatch):
    original = Duel._mark_batch
    counts = {"batches": 0, "nothing": 0, "collected": 0}

    def checked(duel, merge=False):
        if len(duel._happened) != 1 or duel.lingering or not duel._any_scripts:
            return original(duel, merge)
        state = _batch_state(duel)
        kept = duel.lingering
        duel.lingering = [_NotDelayed()]      # the full collection
        original(duel, merge)
        full = _triggers(duel.pending, state[3])
        duel.lingering = kept
        _restore(duel, state)
        closed = original(duel, merge)        # the shortcut, where it applies
        got = _triggers(duel.pending, state[3])
        assert got == full, (duel.turn, len(duel.answers))
        counts["batches"] += 1
        counts["collected"] += len(got)
        if not got:
            counts["nothing"] += 1      # (the shortcut's case, when it applies)
        return closed       # (the happenings it closed: `_window` reads them)

    monkeypatch.setattr(Duel, "_mark_batch", checked)
    for _duel, _where in random_decisions(PAIRS):
        pass        # (the checks run inside the patched collection)
    assert counts["batches"] > 1500 and counts["nothing"] > counts["batches"] // 2, counts
    assert counts["collected"] > 20, counts
