"""The activation check of the response windows writes out the checks every activation
shares (docs/performance.md, round 5: `_activation_allowed` no longer calls
`_trigger_can_activate`, a call per candidate in every window): at every candidate check of
random duels on the effect decks, its answer is the moment's checks (chain, spell speed,
phase, turn, once per turn, Jinzo...) *and* `_trigger_can_activate` (name locks, condition,
cost, targets; ENGINE.md §3), both kinds of answer occurring. An engine-internal check:
both checks are private."""

import copy

from duelist.engine import effects as E
from duelist.engine.duel import Duel
from duelist.testing.walks import random_decisions

PAIRS = (("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _moment_only(original, duel, player, card, effect, loc):
    """The same check with the shared part emptied: no condition, cost or targets to
    check, no lingering name lock."""
    bare = copy.copy(effect)
    bare.condition = bare.can_pay = None
    bare.target = ()
    kept = duel.lingering
    duel.lingering = []
    try:
        return original(duel, player, card, bare, loc)
    finally:
        duel.lingering = kept


def test_the_written_out_checks_are_the_moment_and_the_shared_checks(monkeypatch):
    original = Duel._activation_allowed
    counts = {True: 0, False: 0, "shared refused": 0}

    def checked(duel, player, card, effect, loc, ctx=None):
        if ctx is not None:
            # `_trigger_can_activate`'s question (the shared checks alone, their one place is
            # the end of `_activation_allowed`): asked below, not a candidate check
            return original(duel, player, card, effect, loc, ctx)
        got = original(duel, player, card, effect, loc)
        moment = _moment_only(original, duel, player, card, effect, loc)
        shared = duel._trigger_can_activate(E.Ctx(duel, card, effect, player))
        assert got == (moment and shared), (duel.turn, len(duel.answers), card.data.name)
        counts[got] += 1
        if moment and not shared:
            counts["shared refused"] += 1
        return got

    monkeypatch.setattr(Duel, "_activation_allowed", checked)
    for _duel, _where in random_decisions(PAIRS):
        pass        # (the checks run inside the patched check)
    assert counts[True] > 500 and counts["shared refused"] > 500, counts
