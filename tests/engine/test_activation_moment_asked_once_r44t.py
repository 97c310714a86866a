"""The moment's checks of an activation -- a spell speed 1 effect only by the turn player,
with no chain, in a Main Phase or its own phase (`timing`), and in the damage step only what
the damage step allows -- are made once per candidate: by `_can_activate` before its call of
`_activation_allowed`, and by `_response_options`, which reads the moment once for all its
candidates, not again inside `_activation_allowed` (round 44t, docs/performance.md). At every
activation check of random duels on the bench's effect pairs, an effect the window or the
menu offers passes every check `_can_activate` makes (the moment's included), and the damage
step is not asked again inside the check; an Ignition Effect is spell speed 1, and a script
that says otherwise is refused when its effect is made."""

import pytest

from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions
from tests.engine.test_activation_ctx_by_hand import PAIRS

SEEDS = 12


def test_an_offered_activation_passes_every_check_and_the_damage_step_is_asked_once(monkeypatch):
    allowed = Duel._activation_allowed
    can_activate = Duel._can_activate
    damage_step_allows = Duel._damage_step_allows
    seen = {"checks": 0, "offered": 0, "damage_step": 0, "speed_1": 0}
    inside = []
    oracle = []

    def counting_damage_step_allows(duel, effect, speed):
        if inside:
            inside[-1] += 1
        return damage_step_allows(duel, effect, speed)

    def checked(duel, player, card, effect, loc, ctx=None):
        if ctx is not None or oracle:
            return allowed(duel, player, card, effect, loc, ctx)    # (a trigger's checks, the oracle's)
        inside.append(0)
        try:
            got = allowed(duel, player, card, effect, loc, ctx)
        finally:
            asked = inside.pop()
        assert asked == 0, (duel.turn, len(duel.answers), card.data.name)
        seen["checks"] += 1
        if got:
            seen["offered"] += 1
            seen["damage_step"] += duel.step == S.STEP_DAMAGE
            seen["speed_1"] += effect.speed == 1
            inside.append(0)       # (the oracle's own damage step question is not counted)
            oracle.append(True)
            try:
                assert can_activate(duel, player, card, effect), (duel.turn, len(duel.answers), card.data.name)
            finally:
                inside.pop()
                oracle.pop()
        return got

    monkeypatch.setattr(Duel, "_activation_allowed", checked)
    monkeypatch.setattr(Duel, "_damage_step_allows", counting_damage_step_allows)
    for _ in random_decisions(PAIRS, seeds=range(SEEDS)):
        pass        # (the walk answers every decision; the patched check compares)
    assert seen["checks"] > 300 and seen["offered"] > 100 and seen["speed_1"] > 50, seen


def test_an_ignition_effect_is_spell_speed_1():
    assert E.Effect(E.IGNITION).speed is None       # (made 1 by its card's script)
    assert E.Effect(E.IGNITION, speed=1).speed == 1
    with pytest.raises(ValueError):
        E.Effect(E.IGNITION, speed=2)


def test_rush_recklessly_at_the_start_of_the_damage_step_is_asked_the_damage_step_once(monkeypatch):
    """Goat, player 1's Battle Step: Hitotsu-Me Giant attacks Spirit Reaper, player 1 has Rush
    Recklessly Set. At the start of the damage step player 1 may activate it (it changes ATK:
    allowed until damage calculation), and the window asks the damage step about it once."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Hitotsu-Me Giant")
    table.spell_trap(1, "Rush Recklessly")
    reaper = table.monster(0, "Spirit Reaper")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Hitotsu-Me Giant", target=reaper)
    damage_step_allows = Duel._damage_step_allows
    asked = []

    def counting(duel, effect, speed):
        asked.append(effect)
        return damage_step_allows(duel, effect, speed)

    monkeypatch.setattr(Duel, "_damage_step_allows", counting)
    rush = next(c for c in duel.players[1].szone if c is not None).script.effects[0]
    s.pick("pass", player=1, request="chain")                 # attack declared
    assert duel.step == S.STEP_DAMAGE
    offered = [o for o in duel.request.options if o.kind == "activate"]
    assert [o.name for o in offered] == ["Rush Recklessly"] and duel.request.player == 1
    assert sum(effect is rush for effect in asked) == 1, asked
