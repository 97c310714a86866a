"""An activation condition that declares its moment, the phases of its player's own turn and
of the opponent's turn it may be activated in (`During(own, opponent, rest)`, engine/effects.py;
Ultimate Offering: your Main Phases or the opponent's Battle Phase; Ring of Destruction: the
opponent's turn), is passed by in the windows and menus without a Ctx or a call at any other
moment (`_response_options`, round 12 of docs/performance.md). A declaration must never keep
back an activation the plain rule allows, nor offer one it refuses; called, it is an ordinary
condition: the moment first, then the rest."""

import pytest

from duelist.cli.bench_cmd import PAIRS, _play_out
from duelist.cli.common import load_playable_deck
from duelist.engine import chain
from duelist.engine import state as S
from duelist.engine.effects import ALL_PHASES, During
from duelist.engine.duel import Duel
from duelist.testing.scenario import Table


class _Ctx(object):
    def __init__(self, duel, player):
        self.duel = duel
        self.player = player


def test_a_declared_moment_checks_whose_turn_and_the_phase_then_the_rest():
    asked = []
    condition = During(own=(S.PHASE_MAIN1, S.PHASE_MAIN2), opponent=(S.PHASE_BATTLE,),
                       rest=lambda ctx: asked.append(ctx.player) or True)
    duel = Table(turn=3, turn_player=0).build()
    assert duel.phase == S.PHASE_MAIN1
    assert condition(_Ctx(duel, 0)) is True and asked == [0]       # your own Main Phase 1
    assert condition(_Ctx(duel, 1)) is False and asked == [0]      # the opponent's Main Phase: the rest not asked
    duel.phase = S.PHASE_BATTLE
    assert condition(_Ctx(duel, 0)) is False and asked == [0]      # your own Battle Phase
    assert condition(_Ctx(duel, 1)) is True and asked == [0, 1]    # the opponent's Battle Phase
    assert During(opponent=ALL_PHASES)(_Ctx(duel, 1)) is True      # no rest: the moment alone
    assert During(opponent=ALL_PHASES)(_Ctx(duel, 0)) is False


@pytest.mark.parametrize("own, opponent", [
    ("main1", ()),                  # a string, not a tuple of phases
    ((S.PHASE_MAIN1, "main3"), ()),  # no such phase
    ((), (S.STEP_DAMAGE,)),          # a step of the Battle Phase, not a phase
    ((), ()),                        # no moment at all: it could never hold
    (None, (S.PHASE_BATTLE,)),
])
def test_a_declared_moment_with_no_phase_or_an_unknown_one_is_refused_by_name(own, opponent):
    with pytest.raises(ValueError, match=r"During\("):
        During(own=own, opponent=opponent)


def test_the_rest_of_a_declared_moment_must_be_a_function():
    with pytest.raises(TypeError, match=r"During\(rest="):
        During(opponent=ALL_PHASES, rest="once per turn")


def test_a_declared_moment_reads_its_phases_in_its_name():
    assert repr(During(own=(S.PHASE_MAIN2, S.PHASE_MAIN1), opponent=(S.PHASE_BATTLE,))) == \
        "During(own=('main1', 'main2'), opponent=('battle',), rest=None)"


class _Plain(object):
    """A class no condition is: with it as chain._During the pass-by is never taken."""


def _options(options):
    return [(o.card, o.effect) for o in options]


@pytest.mark.parametrize("pair, card, duels", [
    ("starter", "Ultimate Offering", 8),
    ("goat-control-monarch", "Ring of Destruction", 6),
    ("goat-warrior-zombie", "Ring of Destruction", 6),
])
def test_every_ask_offers_what_it_offers_without_the_pass_by(pair, card, duels, monkeypatch):
    """At every ask of `_response_options` in random duels of the pairs that play Ultimate
    Offering and Ring of Destruction, the options are those the same ask gives with the
    declaration's pass-by switched off (every candidate through `_activation_allowed` and the
    condition's own call)."""
    d1, d2, _ = dict(PAIRS)[pair]
    deck1, deck2 = load_playable_deck(d1, "deck 1"), load_playable_deck(d2, "deck 2")
    real = chain.ChainMixin._response_options
    seen = {"asks": 0, "passed_by": 0, "offered": 0}

    def checked(self, player, idle=False):
        options = real(self, player, idle)
        cache = self._offer_cache[player]
        column = cache[1] if cache is not None else ()
        declared = [pair for col in column for pair in col if pair[1].condition.__class__ is During]
        if declared:
            seen["asks"] += 1
            whose = player != self.turn_player     # 0: their own turn, 1: the opponent's
            if any(self.phase not in effect.condition.phases[whose] for _, effect in declared):
                seen["passed_by"] += 1
            monkeypatch.setattr(chain, "_During", _Plain)
            try:
                plain = real(self, player, idle)
            finally:
                monkeypatch.setattr(chain, "_During", During)
            assert _options(options) == _options(plain), (self.turn, self.phase, player, idle)
            seen["offered"] += any(o.name == card for o in options)
        return options

    monkeypatch.setattr(chain.ChainMixin, "_response_options", checked)
    for seed in range(100, 100 + duels):
        _play_out(Duel(deck1, deck2, seed=seed), seed)
    # the comparison saw both sides of the declaration
    assert seen["passed_by"] > 50 and seen["offered"] > 5 and seen["asks"] > seen["passed_by"], seen
