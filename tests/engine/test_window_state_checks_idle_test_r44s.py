"""A window makes the state checks' idle test itself and calls the checks only where the
test finds something for a pass (docs/performance.md, round 44s: chain.py `_window` writes
out `_state_checks`' win check and idle test and hands the checks its field roles; a call
with a frame saved at most windows, on PyPy above all). ENGINE.md §2: the state checks run
at every window, before anything may be activated; a window may skip the call only where a
check could do nothing.

- At every window of random duels on the four effect bench pairs that made its state checks
  (no resolution in progress, a duel with card scripts): where it called the checks it handed
  them the current field roles; where it did not, a fresh look at the field finds nothing for
  a pass (no Equip Card, take-control, force_defense or needless STATE card, nothing related,
  cut, resolved beside a STATE card or able to win, at most one lasting effect that a pass
  ignores), and a real pass run right there logs and moves nothing.
- Both routes are taken often: most windows skip the call, and many still make it.

An engine-internal check: the windows and the checks are private."""

import sys

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine.duel import Duel
from tests.engine.test_state_check_idle_skip_r14s import PAIRS, _nothing_for_a_pass, _visible


class _Windowed(Duel):
    """A duel that watches each window's state checks."""

    called = 0          # windows that called the checks (with their roles)
    passed_by = 0       # windows that found nothing for a pass and made no call

    def _window(self, name, triggers=True, first=None, passed=0, hold_flips=False, opened=None):
        checks = opened is None and self._any_scripts and not self._resolving
        self._window_called = False
        out = Duel._window(self, name, triggers, first, passed, hold_flips, opened)
        if checks and not self._window_called and self.result is None:
            _Windowed.passed_by += 1
            why = _nothing_for_a_pass(self)
            assert why is None, (why, name, self.turn, len(self.answers))
            before = _visible(self)
            Duel._state_check_pass(self)
            assert _visible(self) == before, (name, self.turn, len(self.answers))
        return out

    def _state_checks(self, roles=None):
        if sys._getframe(1).f_code.co_name == "_window":
            # (the window's own test found something for a pass: it hands over its roles,
            # current, and the checks go on from there)
            assert roles is not None, "the window called the checks without making their idle test"
            assert roles is self._field_cache and roles[0] == self._field_version
            self._window_called = True
            _Windowed.called += 1
        return Duel._state_checks(self) if roles is None else Duel._state_checks(self, roles)


def test_a_window_calls_the_state_checks_only_where_a_pass_has_something_to_look_at():
    _Windowed.called = _Windowed.passed_by = 0
    for deck1, deck2 in PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in range(3):
            duel = _Windowed(d1, d2, seed=seed)
            agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
            while duel.request is not None:
                request = duel.request
                duel.answer(agents[request.player].choose(duel, request))
    # (2,076 windows passed by, 2,108 calls at round 44s)
    assert _Windowed.passed_by > 1500, _Windowed.passed_by
    assert _Windowed.called > 1500, _Windowed.called
