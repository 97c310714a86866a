"""A fork shares no mutable object with its original (issue 8 item 4, issue 9 §2): the
duel's state is declared in one place (duelist.engine.duel.STATE) and fork() copies
exactly that; changing anything reachable from a fork never changes the original."""

import random
import types

from duelist.agents import RandomAgent
from duelist.cards.model import CardData
from duelist.engine import duel as D
from duelist.engine.duel import Duel
from duelist.engine.effects import CardScript, Effect, Target
from duelist.engine.rules import Rules
from duelist.engine.source import CardSource
from duelist.testing.scenario import Script, Table

# set-up definitions shared by design (read-only: card facts, scripts, rule presets)
STATIC = (CardData, CardScript, Effect, Target, Rules, CardSource, types.FunctionType, types.BuiltinFunctionType,
          types.MethodType, types.ModuleType, type, types.GeneratorType)


def _reachable(root):
    """Every object reachable from the fork's attributes, the static definitions excepted."""
    seen = {}
    stack = list(vars(root).values())
    while stack:
        obj = stack.pop()
        if obj is None or isinstance(obj, (bool, int, float, str, bytes, STATIC)) or id(obj) in seen:
            continue
        if isinstance(obj, Duel):
            # the root, or the origin a mid-procedure fork replays from: shared by every fork
            # and read-only by construction (never played, only copied; STATE's ORIGIN rule);
            # tests/engine/test_fork_sharing.py checks that playing forks never changes it
            continue
        seen[id(obj)] = obj
        if isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            stack.extend(obj)
        else:
            slots = [s for k in type(obj).__mro__ for s in getattr(k, "__slots__", ())]
            stack.extend(getattr(obj, s) for s in slots if hasattr(obj, s))
            if hasattr(obj, "__dict__"):
                stack.extend(vars(obj).values())
    return list(seen.values())


def _mutate(objects):
    """Change every mutable object (read-only logged events refuse: that is the point)."""
    for obj in objects:
        try:
            if isinstance(obj, dict):
                for key in list(obj):
                    obj[key] = "junk"
                obj["junk"] = 1
            elif isinstance(obj, list):
                obj[:] = ["junk"]
            elif isinstance(obj, set):
                obj.add("junk")
            elif not isinstance(obj, (tuple, frozenset)):
                slots = [s for k in type(obj).__mro__ for s in getattr(k, "__slots__", ())]
                for name in slots + list(getattr(obj, "__dict__", {})):
                    try:
                        setattr(obj, name, -7)
                    except (AttributeError, TypeError):
                        pass
        except TypeError:
            pass


def _snapshot(duel):
    return (duel.log_digest(), len(duel.log), duel.view(None), duel.view(0), duel.view(1),
            None if duel.request is None else duel.request.to_dict(), duel.answers[:])


def test_every_attribute_of_a_duel_is_declared_in_state():
    """A new piece of duel state must say how a fork copies it."""
    duel = Duel([46986414] * 40, [46986414] * 40, seed=1)
    assert set(vars(duel)) == set(D.STATE)
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox")
    assert set(vars(table.build())) == set(D.STATE)


def test_mutating_everything_in_a_fork_never_changes_the_original():
    """Forks at random points of random duels (quiet points and mid-procedure, bundled
    effect decks): the original's log digest, views and pending request stay the same."""
    from duelist.deck.formats import read_ydk
    import glob
    decks = sorted(glob.glob("duelist/deck/decks/goat_0*.ydk"))[:4] + ["duelist/deck/decks/yugi-starter.ydk"]
    rnd = random.Random(9)
    checked = 0
    for n in range(6):
        d1, d2 = read_ydk(rnd.choice(decks)), read_ydk(rnd.choice(decks))
        duel = Duel(d1, d2, rules=rnd.choice(["MR5", "GOAT"]), seed=n, check_cards=False)
        agents = (RandomAgent(n), RandomAgent(n + 100))
        fork_at = sorted(rnd.sample(range(1, 120), 4))
        step = 0
        while duel.request is not None:
            step += 1
            if fork_at and step == fork_at[0]:
                fork_at.pop(0)
                before = _snapshot(duel)
                fork = duel.fork()
                _mutate(_reachable(fork))
                assert _snapshot(duel) == before
                checked += 1
            request = duel.request
            duel.answer(agents[request.player].choose(duel, request))
    assert checked >= 10


def test_a_scenario_fork_mid_procedure_shares_nothing_either():
    """A fork in the middle of a chain is rebuilt from the table's origin (shared, never
    played: only copied), so the original can still fork afterwards."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    Script(duel).pick("activate", "Mystical Space Typhoon")
    before = _snapshot(duel)
    fork = duel.fork()
    _mutate(_reachable(fork))
    assert _snapshot(duel) == before
    again = duel.fork()
    assert again.log_digest() == duel.log_digest()
