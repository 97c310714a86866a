"""STATE effects that declare their moment (round 28s): the condition is a `During`, asked
phase first, which the state checks' whole-pass mark reads (engine/actions.py). A declaration
must never refuse what the card's text allows: at every phase of both players' turns, for a
card of either player, on turns before and after its moment comes, each declaring card's
condition answers as the condition written out from its text:

- Swords of Revealing Light: in an End Phase of the opponent's turn, the third since its
  activation (seed 000 §魔法卡), once;
- Imperial Order: in a Standby Phase (either player's; the 2005 text: only its controller's),
  while active, once a turn. (Round 52g: its upkeep is no STATE effect any more but an applied
  effect on the Standby Phase's happening, ordered with the phase's triggers (seed 004
  §准备阶段); its moment is declared as that trigger's `Effect.during`, and its `match` answers
  for the phase happening of every phase, of both players' turns, as its text: the same
  ruling, asked of the phase happening instead of the state checks' moment.)

And every STATE effect of the pool that declares a moment names some phase, with the rest of
its condition a function of ctx."""

import importlib

import pytest

from duelist.cards import kit as K
from duelist.cards.registry import script_index
from duelist.engine import state as S
from duelist.engine.chain import new_ctx
from duelist.engine.effects import ALL_PHASES, APPLY, STATE, During
from duelist.testing.scenario import Table


def _swords_by_its_text(ctx):
    card = ctx.card
    return card.activated and ctx.phase == S.PHASE_END and K.opponent_end_phase_number(ctx, K.now(ctx)) >= 3 \
        and not (card.info or {}).get("expired")


def _upkeep_by_its_text(ctx):
    return ctx.phase == S.PHASE_STANDBY and ctx.card.activated and \
        (ctx.card.info or {}).get("upkeep_turn") != ctx.turn


def _own_upkeep_by_its_text(ctx):
    return ctx.turn_player == ctx.player and _upkeep_by_its_text(ctx)


def _state_effect(duel, name):
    [card] = [c for c in duel.cards if c.data.name == name]
    [effect] = [e for e in card.script.states]
    return card, effect


def _every_moment(duel, card, effect, by_text, turns):
    seen = set()
    for turn in turns:
        for turn_player in (0, 1):
            for phase in ALL_PHASES:
                duel.turn, duel.turn_player, duel.phase = turn, turn_player, phase
                ctx = new_ctx(duel, card, effect, card.controller)
                answer = bool(effect.condition(ctx))
                assert answer == bool(by_text(ctx)), (turn, turn_player, phase)
                seen.add(answer)
    return seen


@pytest.mark.parametrize("controller", [0, 1])
def test_swords_of_revealing_light_declares_what_its_text_says(controller):
    table = Table(turn=3, turn_player=controller)
    table.spell_trap(controller, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    card, effect = _state_effect(duel, "Swords of Revealing Light")
    assert type(effect.condition) is During
    # placed on turn 3: the opponent's third End Phase after it is turn 8
    assert _every_moment(duel, card, effect, _swords_by_its_text, range(3, 12)) == {True, False}
    card.info = dict(card.info or {}, expired=True)
    assert _every_moment(duel, card, effect, _swords_by_its_text, range(3, 12)) == {False}


def _every_phase_happening(duel, card, effect, by_text, turns):
    """`_every_moment` for an effect on the phase happening: its `match` for the happening of
    each phase, and the phases its `during` declares, against the text."""
    seen = set()
    for turn in turns:
        for turn_player in (0, 1):
            for phase in ALL_PHASES:
                duel.turn, duel.turn_player, duel.phase = turn, turn_player, phase
                ev = {"phase": phase, "player": turn_player, "type": "phase"}
                ctx = new_ctx(duel, card, effect, card.controller, ev)
                answer = bool(effect.match(ctx, ev))
                assert answer == bool(by_text(ctx)), (turn, turn_player, phase)
                if answer:
                    assert phase in effect.during.phases[turn_player != card.controller]
                seen.add(answer)
    return seen


@pytest.mark.parametrize("rules, by_text", [(None, _upkeep_by_its_text), ("GOAT", _own_upkeep_by_its_text)])
@pytest.mark.parametrize("controller", [0, 1])
def test_imperial_order_declares_what_its_text_says(rules, by_text, controller):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(controller, "Imperial Order", face_down=False)
    duel = table.build()
    [card] = [c for c in duel.cards if c.data.name == "Imperial Order"]
    [effect] = [e for e in card.script.triggers if e.label == "upkeep"]
    assert effect.kind == APPLY and effect.while_negated and type(effect.during) is During
    assert _every_phase_happening(duel, card, effect, by_text, range(3, 6)) == {True, False}
    card.info = dict(card.info or {}, upkeep_turn=4)        # paid in turn 4
    _every_phase_happening(duel, card, effect, by_text, range(3, 6))
    card.activated = False
    assert _every_phase_happening(duel, card, effect, by_text, range(3, 6)) == {False}


def test_every_declared_state_moment_names_a_phase():
    declared = []
    for code, name in sorted(script_index().items()):
        module = importlib.import_module("duelist.cards.scripts." + name)
        texts = [getattr(module, "EFFECTS", ())] + [era.get("EFFECTS", ()) for era in
                                                    (getattr(module, "ERAS", None) or {}).values()]
        for effects in texts:
            for effect in effects:
                if effect.kind == STATE and isinstance(effect.condition, During):
                    during = effect.condition
                    assert during.own or during.opponent
                    assert during.rest is None or callable(during.rest)
                    declared.append(code)
    assert 72302403 in declared     # (Imperial Order's upkeep is an applied effect now: round 52g)
