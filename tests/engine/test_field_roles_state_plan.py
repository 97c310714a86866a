"""The state checks' plan made by the field roles (docs/performance.md, issue 11 round 8:
slot 8 of `_field_roles` in engine/chain.py, read by `_state_check_pass` in
engine/actions.py). The plan says what a state-check pass walks on a field (ENGINE.md §2):
the Spell & Trap Zone cards that are Equip Cards (by property, or marked EQUIPPED: a Trap
Card that became one), the cards with a take-control effect, those with a force_defense
effect, the cards with STATE effects each with those of its STATE effects that declare no
`needs`, the cards with STATE effects, and whether the first four are all empty.

Ruled here, at every `_field_roles` rebuild of random duels on the five bench pairs and the
two Goat decks they leave out (not only at the passes: trigger collection and the lookups
rebuild the roles too, and the pass then finds the plan made):
- the plan is what a fresh look at the field gives, each list in field order;
- it is the plan a rebuild from nothing makes: when every card that entered or left a zone
  since the last build files nothing (`_plain_moves`), the rebuild keeps the cache's filing
  and so the plan's take-control, force_defense and STATE parts, but walks the Spell & Trap
  Zones again for its Equip Cards (a Set Spell or Trap files nothing, and an Equip Spell
  may be one that files nothing, such as a monster card equipped as one: its arrival or
  departure changes the Equip Cards alone);
- a card marked EQUIPPED (a Trap that becomes an Equip Card without entering a zone: Kunai
  with Chain) drops the cached roles, so the next rebuild lists it.
The shortcut is taken often enough for the check to mean something; a mutant that keeps the
cache's Equip Cards across moves of cards that file nothing fails the scenario that has one
leave the field.
An engine-internal check: the cache is private."""

import pytest

from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing.scenario import Table
from duelist.testing.walks import random_decisions
from tests.engine.test_state_check_plan import _PLAN, PAIRS, _fresh_plan

def _ids(part):
    """A plan entry by card identity (each STATE effect by identity too)."""
    if part is None or part is True or part is False:
        return part
    return [(id(x[0]), [id(e) for e in x[1]]) if isinstance(x, tuple) else id(x) for x in part]


def _check_rebuilds(monkeypatch, pairs, seeds):
    original = Duel._field_roles
    counts = {"rebuilds": 0, "filing_kept": 0, "kept_with_equips": 0, "equips_changed": 0}

    def checked(duel):
        before = duel._field_cache
        version = duel._field_version
        if before is not None and before[0] == version:
            return before       # (no rebuild: the cache as it stands, checked when it was made)
        kept = before is not None and before[7] == version - duel._plain_moves
        got = original(duel)
        duel._field_cache = None
        fresh = original(duel)
        duel._field_cache = got
        where = (duel.turn, len(duel.answers), kept)
        plan = [_ids(x) for x in got[_PLAN]]
        assert len(got) == 9 and plan == [_ids(x) for x in _fresh_plan(duel)], \
            ("the plan differs from the field", where)
        assert plan == [_ids(x) for x in fresh[_PLAN]], ("the plan differs from a rebuild from nothing", where)
        counts["rebuilds"] += 1
        if kept:
            counts["filing_kept"] += 1
            counts["kept_with_equips"] += got[_PLAN][0] is not None
            counts["equips_changed"] += _ids(before[_PLAN][0]) != plan[0]
        return got

    monkeypatch.setattr(Duel, "_field_roles", checked)
    for _duel, _where in random_decisions(pairs, seeds):
        pass        # (the checks run inside the patched rebuild)
    return counts


def test_every_rebuild_makes_the_plan_a_fresh_look_at_the_field_gives(monkeypatch):
    counts = _check_rebuilds(monkeypatch, PAIRS, range(3))
    assert counts["rebuilds"] > 1000 and counts["filing_kept"] > 400, counts
    assert counts["kept_with_equips"] > 100, counts


def _equip_card_that_files_nothing_leaves():
    """Mystical Elf, a monster card with no script, equipped to Battle Ox as an Equip Card
    (as a Sheep Token was in a Goat duel): it files nothing in the field roles, so when it
    is destroyed the next rebuild keeps the filing. Returns the plan before and after."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    elf = table.spell_trap(0, "Mystical Elf", face_down=False, equipped_to=ox)
    duel = table.build()
    elf = elf.card(duel)
    before = duel._field_roles()
    duel.destroy([elf], "rule")
    assert elf.location == S.GRAVE
    after = duel._field_roles()
    assert after[7] == before[7]        # (the filing was kept: a plain move)
    return elf, before[_PLAN], after[_PLAN]


def test_an_equip_card_that_files_nothing_leaving_leaves_the_plan():
    elf, before, after = _equip_card_that_files_nothing_leaves()
    assert before[0] == [elf] and before[5] is False
    assert after[0] is None and after[5] is True


def _keep_the_cached_plan(monkeypatch):
    """A mutant: when the filing is kept, the plan is the cache's as it was (its Equip Cards
    not looked for again)."""
    original = Duel._field_roles

    def keeps(duel):
        before = duel._field_cache
        roles = original(duel)
        if before is not None and roles is not before and before[7] == roles[7]:
            roles = duel._field_cache = roles[:_PLAN] + (before[_PLAN],)
        return roles

    monkeypatch.setattr(Duel, "_field_roles", keeps)


def test_a_plan_whose_equip_cards_are_kept_across_plain_moves_is_caught(monkeypatch):
    _keep_the_cached_plan(monkeypatch)
    with pytest.raises(AssertionError):
        test_an_equip_card_that_files_nothing_leaving_leaves_the_plan()


def test_a_card_marked_equipped_drops_the_field_roles():
    """Kunai with Chain, a Trap that becomes an Equip Card without entering a zone: marking
    it EQUIPPED drops the cached roles, so the next rebuild lists it among the Equip Cards."""
    table = Table(turn=3, turn_player=0, phase="main1")
    ox = table.monster(0, "Battle Ox")
    kunai = table.spell_trap(0, "Kunai with Chain", face_down=False)
    duel = table.build()
    kunai, ox = kunai.card(duel), ox.card(duel)
    assert duel._field_roles()[_PLAN][0] is None
    assert duel.equip(kunai, ox)
    assert duel._field_cache is None
    assert duel._field_roles()[_PLAN][0] == [kunai]
