"""An activation condition that declares its moment, the phases of its player's own turn and
of the opponent's turn it may be activated in (`During(own, opponent, rest)`, engine/effects.py;
Ultimate Offering: your Main Phases or the opponent's Battle Phase; Ring of Destruction: the
opponent's turn), or that it only responds to a chain link (`Responding(rest)`: Judgment of
Anubis, Big Shield Gardna), is passed by in the windows and menus without a Ctx or a call at any
other moment (`_response_options`, round 12 of docs/performance.md). A declaration must never
keep back an activation the plain rule allows, nor offer one it refuses; called, it is an
ordinary condition: the moment first, then the rest. The same holds for a declared count of
monsters on the field (`MonstersOnField`, round 12t: Two-Pronged Attack) or in the GYs
(`MonstersInGrave`: Rite of Spirit): their whole-duel check is here too."""

import pytest

from duelist.cli.bench_cmd import PAIRS, _play_out
from duelist.cli.common import load_playable_deck
from duelist.engine import chain
from duelist.engine import state as S
from duelist.engine.effects import ALL_PHASES, During, FreeMonsterZones, MonstersInGrave, MonstersOnField, Responding
from duelist.engine.duel import Duel
from duelist.testing.scenario import Script, Table


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


def test_a_response_condition_asks_for_a_link_to_respond_to_then_the_rest():
    """Judgment of Anubis Set, the opponent's Mystical Space Typhoon: with no chain the rest is
    not asked; in response to the Typhoon it is, and its answer is the condition's."""
    asked = []
    condition = Responding(lambda ctx: asked.append(ctx.responding_to.number) or True)
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, "Judgment of Anubis")
    table.hand(0, "Mystical Elf")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    anubis = duel.players[0].szone[0]
    ctx = chain.new_ctx(duel, anubis, anubis.script.effects[0], 0)
    assert condition(ctx) is False and asked == []              # no chain: nothing to respond to
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", player=1)                                  # the Set Judgment of Anubis
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert s.has("activate", "Judgment of Anubis")
    assert condition(ctx) is True and asked == [1]               # in response to Chain Link 1
    assert Responding(lambda ctx: False)(ctx) is False


def test_the_rest_of_a_response_condition_must_be_a_function():
    with pytest.raises(TypeError, match=r"Responding\("):
        Responding(None)


class _Plain(object):
    """A class no condition is: with it as chain._During (or chain._Responding,
    chain._FreeMonsterZones, chain._MonstersOnField, chain._MonstersInGrave) the pass-by is never taken."""


# the declared conditions `_response_options` passes by, by their name in chain.py
_DECLARED = {"_During": During, "_Responding": Responding, "_FreeMonsterZones": FreeMonsterZones,
             "_MonstersOnField": MonstersOnField, "_MonstersInGrave": MonstersInGrave}


def _options(options):
    return [(o.card, o.effect) for o in options]


def _passes_by(duel, player, condition):
    """Would `_response_options` pass this declared condition by now?"""
    if condition.__class__ is During:
        return duel.phase not in condition.phases[player != duel.turn_player]
    if condition.__class__ is FreeMonsterZones:
        return duel.players[player].mzone.count(None) < condition.count
    if condition.__class__ in (MonstersOnField, MonstersInGrave):
        return condition.lacking(duel, player)
    return not duel.chain       # Responding


@pytest.mark.parametrize("pair, cards, duels", [
    ("starter", ("Ultimate Offering", "Two-Pronged Attack"), 8),
    ("goat-control-monarch", ("Ring of Destruction", "Scapegoat"), 6),
    ("goat-warrior-zombie", ("Ring of Destruction", "Scapegoat"), 6),
    ("goat-gravekeeper-burn", ("Big Shield Gardna", "Judgment of Anubis", "Rite of Spirit"), 40),
])
def test_every_ask_offers_what_it_offers_without_the_pass_by(pair, cards, duels, monkeypatch):
    """At every ask of `_response_options` in random duels of the pairs that play Ultimate
    Offering, Ring of Destruction, Big Shield Gardna, Judgment of Anubis, Scapegoat and Call of
    the Haunted (`FreeMonsterZones`), Two-Pronged Attack (`MonstersOnField`) and Rite of Spirit
    (`MonstersInGrave`), the options are those the same ask gives with the
    declarations' pass-by switched off (every candidate
    through `_activation_allowed` and the condition's own call)."""
    d1, d2, _ = dict(PAIRS)[pair]
    deck1, deck2 = load_playable_deck(d1, "deck 1"), load_playable_deck(d2, "deck 2")
    real = chain.ChainMixin._response_options
    seen = {"asks": 0, "passed_by": 0, "offered": 0}
    offered = dict.fromkeys(cards, 0)

    def checked(self, player, idle=False, into=None, candidates=None):
        start = 0 if into is None else len(into)
        result = real(self, player, idle, into, candidates)
        options = result if into is None else into[start:]  # (the menu's ask appends to its own list: `into`)
        cache = self._offer_cache[player]
        column = cache[1] if cache is not None else ()
        declared = [pair for col in column for pair in col if pair[1].condition.__class__ in _DECLARED.values()]
        if declared:
            seen["asks"] += 1
            if any(_passes_by(self, player, effect.condition) for _, effect in declared):
                seen["passed_by"] += 1
            for name in _DECLARED:
                monkeypatch.setattr(chain, name, _Plain)
            try:
                plain = real(self, player, idle)
            finally:
                for name, kind in _DECLARED.items():
                    monkeypatch.setattr(chain, name, kind)
            assert _options(options) == _options(plain), (self.turn, self.phase, player, idle)
            seen["offered"] += any(o.name in cards for o in options)
            for o in options:
                if o.name in offered:
                    offered[o.name] += 1
        return result

    monkeypatch.setattr(chain.ChainMixin, "_response_options", checked)
    for seed in range(100, 100 + duels):
        _play_out(Duel(deck1, deck2, seed=seed), seed)
    # the comparison saw both sides of the declarations
    assert seen["passed_by"] > 50 and seen["offered"] > 2 and seen["asks"] > seen["passed_by"], seen
    assert all(offered.values()), offered       # each declaring card was offered at least once
