"""The empty response window's shortcuts (docs/performance.md, issue 11 round 7) skip
nothing the full rules would have found, checked where they are taken, in every window of
random duels (the windows nobody is asked in too), on the five bench pairs and all eight
Goat decks:

- `_response_options` leaves out, before `_activation_allowed`, a candidate the damage
  step does not allow (seed 000 §效果分類 › 傷害步驟: only Counter Traps and effects
  allowed there) and an effect that answers a happening the window was not opened by
  (Trap Hole and a summon, Mirror Force and an attack): at every call, in every window, the
  options equal a walk over every card and effect through `_can_activate` (ENGINE.md §3).
- The state checks ask `_bound_controls` only while a control is bound to an Equip Card or
  a card with a take-control effect is face-up on the field (ENGINE.md §2): at every pass
  that did not ask it, there was no bound control and no take-control effect applying
  (fresh `_applying`), the two things it acts on, so it had nothing to do.

Each check has teeth: a shortcut made too eager (a mutant) fails it.
An engine-internal check: the shortcuts and the full checks are private."""

import sys

import pytest

from duelist.engine import chain as chain_module
from duelist.engine.duel import Duel
from duelist.engine.names import C, L
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions
from tests.engine.test_response_fast_path import _full_walk
from tests.engine.test_window_offer_skip import watch_window_skips

# the five bench pairs (duelist bench) and the two Goat decks they leave out
PAIRS = (("yugi_normals", "kaiba_normals"),
         ("yugi-starter", "kaiba-starter"),
         ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
         ("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"))


def _walk(pairs, seeds):
    for _ in random_decisions(pairs, seeds):
        pass        # (the walk answers every decision; the patched methods check)


def _reinforcements_in_the_damage_step():
    """A Set Reinforcements (it changes ATK: the damage step allows it until damage
    calculation) under an attack, each window passed: random duels almost never reach
    such a damage step with such a card ready."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Reinforcements")
    duel = table.build()
    script = Script(duel)
    script.pick("attack", "Battle Ox", target=guardian, request="battle")
    passed_in_damage_step = 0
    while duel.request.kind == "chain":
        passed_in_damage_step += duel.step == "damage"
        script.pick("pass")
    assert passed_in_damage_step >= 2      # the start of the damage step, before damage calculation
    return duel


def _check_response_walks(monkeypatch, pairs, seeds):
    original = Duel._response_options
    seen = {"calls": 0, "damage_step": 0, "offered": 0, "damage_step_offered": 0}

    def checked(duel, player, idle=False, into=None, candidates=None):
        start = 0 if into is None else len(into)
        result = original(duel, player, idle, into, candidates)
        got = result if into is None else into[start:]  # (the menu's ask appends to its own list: `into`)
        fresh = _full_walk(duel, player, idle)
        assert [(o.card, o.effect) for o in got] == fresh, ("the walk differs", duel.turn, len(duel.answers),
                                                            duel.phase, duel.step, duel.damage_sub, player, idle)
        seen["calls"] += 1
        in_damage_step = duel.step == "damage" and duel.phase == "battle"
        seen["damage_step"] += in_damage_step
        seen["offered"] += bool(fresh)
        seen["damage_step_offered"] += bool(fresh) and in_damage_step
        return result

    monkeypatch.setattr(Duel, "_response_options", checked)

    def checked_skip(duel, player, column):
        # a player an empty window passed by without the call (its offer cache held nothing
        # for the window: tests/engine/test_window_offer_skip.py), checked as a call would be
        checked(duel, player)

    watch_window_skips(monkeypatch, checked_skip)
    _reinforcements_in_the_damage_step()
    _walk(pairs, seeds)
    return seen


def test_every_response_walk_offers_what_the_full_check_allows(monkeypatch):
    seen = _check_response_walks(monkeypatch, PAIRS, range(3))
    assert chain_module._NO_OPTIONS == []       # the shared "nothing to offer" list was never mutated
    # (round 59x: Shadow Spell, in three of the Goat decks, is offered in the Damage Step too, which
    # changes those duels: 9841 calls where there were 10136; the floor says "about ten thousand")
    assert seen["calls"] > 9500 and seen["damage_step"] > 1000 and seen["offered"] > 1000, seen
    assert seen["damage_step_offered"] >= 2, seen     # Reinforcements, offered in the damage step


def test_a_too_eager_damage_step_shortcut_is_caught(monkeypatch):
    """A mutant: the shortcut in `_response_options` drops every candidate in the damage
    step (a Counter Trap, an ATK changer until damage calculation are then never offered)."""
    original = Duel._damage_step_allows

    def eager(duel, effect, speed):
        if sys._getframe(1).f_code.co_name == "_response_options":
            return False
        return original(duel, effect, speed)

    monkeypatch.setattr(Duel, "_damage_step_allows", eager)
    with pytest.raises(AssertionError, match="the walk differs"):
        _check_response_walks(monkeypatch, PAIRS[2:], range(3))


def _check_bound_controls(monkeypatch, pairs, seeds, eager=False):
    """eager=True: a mutant whose state checks never let `_bound_controls` act."""
    original_pass = Duel._state_check_pass
    original_bound = Duel._bound_controls
    seen = {"skipped": 0, "asked": 0, "skipped_with_taker_on_field": 0}
    asked = []

    def bound(duel):
        if not eager:
            asked.append(True)
            original_bound(duel)

    def checked(duel, roles=None):
        del asked[:]
        before = len(duel.log)
        current = duel._field_roles()
        takers = current[5].get(C.TAKE_CONTROL)
        # (round 25s: the take-control step is also passed by where the key of quiet steps
        # holds and it ran quietly at that key, `_phase_cards[10]` and [18]; its own test checks
        # that such a skip would have done nothing. Round 32s: classified by what the pass reads,
        # the roles object in [10] -- every change of the relations or the lasting effects
        # empties it)
        known = duel._phase_cards
        keyed = known[10] is current and known[18]
        original_pass(duel, roles)
        if asked:
            seen["asked"] += 1
        elif keyed:
            seen["keyed"] = seen.get("keyed", 0) + 1
        elif len(duel.log) == before:
            # a quiet pass that did not ask: what `_bound_controls` acts on, looked at fresh
            assert not any(entry.tag == L.CONTROL_BOUND for entry in duel.lingering), \
                ("a bound control was not looked at", duel.turn, len(duel.answers))
            assert not duel._applying(C.TAKE_CONTROL), \
                ("a take-control effect was not looked at", duel.turn, len(duel.answers))
            seen["skipped"] += 1
            seen["skipped_with_taker_on_field"] += bool(takers)

    monkeypatch.setattr(Duel, "_bound_controls", bound)
    monkeypatch.setattr(Duel, "_state_check_pass", checked)
    _walk(pairs, seeds)
    return seen


GOAT_PAIRS = PAIRS[2:]


def test_the_state_checks_skip_bound_controls_only_when_it_has_nothing_to_do(monkeypatch):
    seen = _check_bound_controls(monkeypatch, GOAT_PAIRS, range(5))
    # (round 28s: fewer passes are made -- the whole-pass mark also answers beside Swords of
    # Revealing Light and a Set force_defense card, and a link just resolved on a field with no
    # STATE card makes none -- so fewer quiet ones to count: 756 here; round 45s: the key is
    # carried across moves of cards that file nothing and a Set Normal Spell or Trap's
    # activation, fewer still over four seeds, 582: five seeds)
    assert seen["asked"] > 50 and seen["skipped"] > 600, seen
    assert seen["skipped_with_taker_on_field"] > 50, seen     # a Set Snatch Steal: the new shortcut


def test_a_too_eager_bound_controls_shortcut_is_caught(monkeypatch):
    """A mutant: the state checks never let `_bound_controls` act (a face-up Snatch Steal
    whose control is bound, or whose effect applies, is then left alone)."""
    with pytest.raises(AssertionError, match="was not looked at"):
        _check_bound_controls(monkeypatch, GOAT_PAIRS, range(4), eager=True)
