"""A selector written out (engine/effects.py; docs/performance.md round 10, issue 11: on
PyPy, with the engine's JIT settings, every call is a compiled call with a frame):
`Target.enough`, asked by the trigger checks in every window, walks the candidates itself
instead of calling `_legal` (the legal targets: candidates that pass the filter, are not
already destroyed by battle, and that no "cannot be targeted" effect protects). The ruling
it stands for: a targeting effect may be activated only with at least as many legal targets
as it must target (seed 000 §取對象). (`Ctx.free_monster_zone_count` with its five zones
written out was measured and dropped: more PyPy operations than its `list.count`; its tests
stay, as rulings: the free Main Monster Zones are the empty ones.)"""

import pytest

from duelist.engine import effects as E
from duelist.engine.rules import PRESETS
from duelist.testing import Table
from duelist.testing.walks import random_decisions
from tests.engine.test_options_built_by_hand import PAIRS

CHAOS = (("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"),)


def test_enough_answers_as_the_legal_targets_count(monkeypatch):
    """At every question `enough` answers in random duels on the effect pairs and the Chaos
    decks, its answer is whether `_legal` finds the `minimum` (at least 1) targets; both
    answers must be given, to specs that must target two as well as one."""
    asked = []
    plain = E.Target.enough

    def checked(spec, ctx):
        answer = plain(spec, ctx)
        need = spec.minimum if spec.minimum > 1 else 1
        assert answer is (len(spec._legal(ctx, need)) == need), (ctx.card.data.name, need)
        asked.append((answer, need))
        return answer

    monkeypatch.setattr(E.Target, "enough", checked)
    for duel, where in random_decisions(PAIRS[1:] + CHAOS, seeds=range(3)):
        pass
    answers = set(asked)
    assert len(asked) > 1000 and {(True, 1), (False, 1)} <= answers, (len(asked), answers)


def test_legal_gives_every_legal_target():
    """`legal(ctx)` is `_legal(ctx)`: every legal target, in candidate order."""
    assert E.Target.legal is E.Target._legal


def test_a_target_destroyed_by_battle_or_protected_is_not_enough():
    """A targeting spec with one candidate: enough while it is a legal target; not once its
    destruction by battle is decided, and not while a "cannot be targeted" effect protects it
    (the protections looked up only once a candidate passed the filter)."""
    table = Table()
    table.monster(1, "Mystical Elf", zone=0)
    duel = table.build()
    card = duel.monsters(1)[0]
    ctx = E.Ctx(duel, card, None, 0)
    spec = E.Target(lambda c: c.monsters("opp"))
    assert spec.enough(ctx) and spec.legal(ctx) == [card]
    duel._doomed = [card.uid]
    assert not spec.enough(ctx) and spec.legal(ctx) == []
    duel._doomed = []
    assert E.Target(lambda c: c.monsters("opp"), count=2).legal(ctx) == [card]
    assert not E.Target(lambda c: c.monsters("opp"), count=2).enough(ctx)
    assert E.Target(lambda c: c.monsters("opp"), filter=lambda c, m: m is card).enough(ctx)
    assert not E.Target(lambda c: c.monsters("opp"), filter=lambda c, m: m is not card).enough(ctx)


def test_a_protected_target_does_not_count():
    """Lord of D. keeps card effects from targeting Dragons on the field: with Blue-Eyes White
    Dragon beside it, an effect that must target two of the opponent's monsters has one
    legal target (Lord of D.) and cannot be activated; one that targets one can."""
    table = Table()
    table.monster(1, "Blue-Eyes White Dragon", zone=0)
    table.monster(1, "Lord of D.", zone=1)
    duel = table.build()
    dragon, lord = duel.monsters(1)
    ctx = E.Ctx(duel, lord, None, 0)
    assert E.Target(lambda c: c.monsters("opp")).legal(ctx) == [lord]
    assert not E.Target(lambda c: c.monsters("opp"), count=2).enough(ctx)
    assert E.Target(lambda c: c.monsters("opp"), count=1).enough(ctx)
    assert E.Target(lambda c: [dragon]).legal(ctx) == []
    assert not E.Target(lambda c: [dragon]).enough(ctx)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
@pytest.mark.parametrize("held", [(), (0,), (4,), (1, 3), (0, 2, 4), (0, 1, 2, 3), (0, 1, 2, 3, 4)])
def test_the_free_main_monster_zones_are_counted_one_by_one(rules, held):
    """The count of free Main Monster Zones is the number of empty ones, for each player."""
    table = Table(rules=rules)
    for zone in held:
        table.monster(0, "Mystical Elf", zone=zone, position="defense")
    duel = table.build()
    ctx = E.Ctx(duel, None, None, 0)
    assert ctx.free_monster_zone_count() == 5 - len(held) == len(ctx.free_monster_zones())
    assert ctx.free_monster_zone_count(1) == 5


def test_three_main_monster_zones_are_counted_alike():
    rules = PRESETS["GOAT"].replace(main_monster_zones=3)
    table = Table(rules=rules)
    table.monster(0, "Mystical Elf", zone=1, position="defense")
    duel = table.build()
    assert len(duel.players[0].mzone) == 3
    assert E.Ctx(duel, None, None, 0).free_monster_zone_count() == 2
