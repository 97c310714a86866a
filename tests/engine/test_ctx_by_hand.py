"""`new_ctx` (engine/chain.py), the callbacks' context made without calling `Ctx.__init__`
on the hot paths (response windows, trigger collection, state checks, continuous effects:
docs/performance.md, issue 11 round 7), is the same object `Ctx(...)` makes: every slot
Ctx declares holds the same value, so a slot added to Ctx and not to `new_ctx` fails here.
An engine-internal check: `new_ctx` is not part of the card API (card scripts get a Ctx)."""

from duelist.deck.formats import load_bundled_deck
from duelist.engine import effects as E
from duelist.engine.chain import new_ctx
from duelist.engine.duel import Duel


def _slots(ctx):
    return {name: getattr(ctx, name) for name in E.Ctx.__slots__}


def test_new_ctx_sets_every_slot_as_ctx_does():
    duel = Duel(load_bundled_deck("goat_04_warrior_swarm_metagame_2005"),
                load_bundled_deck("goat_05_zombie_mchale_2005"), seed=3)
    card = next(c for c in duel.cards if c.script is not None and c.script.effects)
    effect = card.script.effects[0]
    event = {"type": "phase", "phase": "standby", "player": 1}
    for player in (0, 1):
        assert _slots(new_ctx(duel, card, effect, player)) == _slots(E.Ctx(duel, card, effect, player))
        made = new_ctx(duel, card, effect, player, event)
        assert type(made) is E.Ctx
        assert _slots(made) == _slots(E.Ctx(duel, card, effect, player, event=event))
        assert made.event is event and made.link is None and made.happenings == ()


def _ctx_made_by_hand():
    """(file, line, the slots set) for each Ctx the engine makes field by field: a statement
    `name = _new_object(_Ctx)` and the `name.slot = ...` assignments that follow it in the
    same block."""
    import ast
    import os
    engine = os.path.dirname(E.__file__)
    found = []
    for filename in sorted(os.listdir(engine)):
        if not filename.endswith(".py"):
            continue
        path = os.path.join(engine, filename)
        with open(path, encoding="utf-8") as handle:
            tree = ast.parse(handle.read(), path)
        for node in ast.walk(tree):
            for field in ("body", "orelse", "finalbody"):
                block = getattr(node, field, None)
                if not isinstance(block, list):
                    continue
                for i, stmt in enumerate(block):
                    if not (isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Call)
                            and len(stmt.value.args) == 1 and isinstance(stmt.value.args[0], ast.Name)
                            and stmt.value.args[0].id in ("_Ctx", "Ctx")
                            and isinstance(stmt.value.func, ast.Name) and "new" in stmt.value.func.id):
                        continue
                    name = stmt.targets[0].id
                    slots = set()
                    for later in block[i + 1:]:
                        if not isinstance(later, ast.Assign):
                            break
                        for target in later.targets:
                            for t in (target.elts if isinstance(target, ast.Tuple) else [target]):
                                if isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) \
                                        and t.value.id == name:
                                    slots.add(t.attr)
                    found.append((filename, stmt.lineno, slots))
    return found


def test_every_ctx_made_field_by_field_sets_every_slot():
    """The hot paths make a Ctx field by field (no `Ctx.__init__` call: a frame on PyPy) in
    several places; each must set every slot Ctx declares, so a slot added to Ctx and
    forgotten at one of them fails here, not only on the rare path that reads it."""
    made = _ctx_made_by_hand()
    assert len(made) >= 10, made
    for filename, line, slots in made:
        assert slots == set(E.Ctx.__slots__), (filename, line, sorted(set(E.Ctx.__slots__) - slots))
