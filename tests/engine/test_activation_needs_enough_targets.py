"""An activation needs enough legal targets for each of its target specs: at least its
`minimum`, and at least 1 (`TargetSpec.enough`, which counts them without making the list:
round 10c; `_activation_allowed` asks it for each spec). At every activation check of random
duels on the bench's effect pairs, an effect allowed has enough targets for every spec, and
an effect some spec of which has too few is refused; with Two-Pronged Attack (two monsters
of yours), one monster of yours is too few."""

from duelist.engine import effects as E
from duelist.engine.duel import Duel
from duelist.testing.scenario import Table
from duelist.testing.walks import random_decisions
from tests.engine.test_activation_ctx_by_hand import PAIRS


def _watch(monkeypatch):
    allowed = Duel._activation_allowed
    seen = {"checks": 0, "allowed": 0, "too_few": 0}

    def checked(duel, player, card, effect, loc, ctx=None):
        got = allowed(duel, player, card, effect, loc, ctx)
        if effect.target:
            plain_ctx = ctx if ctx is not None else E.Ctx(duel, card, effect, player)
            enough = all(spec.enough(plain_ctx) for spec in effect.target)
            assert not (got and not enough), (duel.turn, len(duel.answers), card.data.name)
            seen["checks"] += 1
            seen["allowed"] += got
            seen["too_few"] += not enough
        return got

    monkeypatch.setattr(Duel, "_activation_allowed", checked)
    return seen


def test_an_effect_allowed_has_enough_targets_at_every_check_of_random_duels(monkeypatch):
    seen = _watch(monkeypatch)
    for _ in random_decisions(PAIRS):
        pass        # (the walk answers every decision; the patched check compares)
    assert seen["checks"] > 300 and seen["allowed"] > 50 and seen["too_few"] > 50, seen


def _two_pronged(mine):
    table = Table(turn=3)
    for name in mine:
        table.monster(0, name)
    table.monster(1, "Blue-Eyes White Dragon")
    table.spell_trap(0, "Two-Pronged Attack")
    duel = table.build()
    card = next(c for c in duel.players[0].szone if c is not None)
    return duel, card, card.script.effects[0]


def test_two_pronged_attack_with_one_monster_of_yours_has_too_few_targets(monkeypatch):
    """Its first spec needs two monsters of yours (count 2, its minimum): one is too few,
    two are enough."""
    seen = _watch(monkeypatch)
    duel, card, effect = _two_pronged(["Silver Fang"])
    assert not duel._activation_allowed(0, card, effect, card.location)
    duel, card, effect = _two_pronged(["Silver Fang", "Battle Ox"])
    assert duel._activation_allowed(0, card, effect, card.location)
    assert seen["too_few"] >= 1 and seen["allowed"] >= 1
