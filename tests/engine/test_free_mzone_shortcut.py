"""`_free_mzone` (the first Main Monster Zone a player may use) asks `_blocked_zones` (Ojama
King: "3 of your opponent's unused Main Monster Zones cannot be used") only while some field
card has a blocked_zones effect, read off the field roles' tag index, as `_blocked_zones`
itself reads it first (round 10, hcore7: its call is a frame on PyPy, 3.7 a turn on Control
vs Monarch, whose Extra Decks hold Ojama King). The rule: a zone an effect blocks is never
the free zone; a zone nothing blocks is."""

import pytest

from duelist.engine.duel import Duel
from duelist.testing.scenario import Table
from duelist.testing.walks import random_decisions

OJAMA_PAIRS = (("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
               ("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"))


def _plain_free_mzone(duel, player):
    """The rule, computed the plain way: every blocked zone asked of `_blocked_zones`."""
    blocked = duel._blocked_zones(player)
    for i, card in enumerate(duel.players[player].mzone):
        if card is None and i not in blocked:
            return i
    return None


def _watch(monkeypatch):
    original = Duel._free_mzone
    seen = {"calls": 0, "tag_in_deck": 0, "blocked_asked": 0}

    def checked(duel, player):
        got = original(duel, player)
        assert got == _plain_free_mzone(duel, player), (duel.turn, len(duel.answers), player)
        seen["calls"] += 1
        seen["tag_in_deck"] += "blocked_zones" in duel._cont_tags_present
        return got

    monkeypatch.setattr(Duel, "_free_mzone", checked)
    return seen


def test_the_free_zone_is_the_plain_rules_at_every_look_of_random_duels(monkeypatch):
    seen = _watch(monkeypatch)
    for _ in random_decisions(OJAMA_PAIRS, range(3)):
        pass        # (the walk answers every decision; the patched look checks)
    # (the bound: 1,083 looks in these three duels before round 23t, 233 after it: the Main
    # Phase menu's free-zone question (`_summon_options`, `_has_free_mzone`) asks
    # `_free_mzone` only while a field card may block zones, so most looks left are the
    # placements' own; tests/engine/test_summon_free_zone_r23t.py holds the menu's rulings;
    # 87 since round 58y: Change of Heart and Snatch Steal ask the control room, common.py
    # `control_room`, no longer `_free_mzone` through `free_monster_zone`)
    assert seen["calls"] > 60 and seen["tag_in_deck"] == seen["calls"], seen


def _ojama_table():
    """Ojama King face-up on player 1's field; its controller blocks player 0's zones 0-2."""
    table = Table(rules="GOAT", turn=3)
    table.monster(1, "Ojama King")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    while duel.request is not None and duel.request.kind == "zone":
        duel.answer(duel.request.options[0])      # (zones 0, 1, 2, one by one)
    return duel


def _check_ojama(duel):
    assert duel._blocked_zones(0) == [0, 1, 2]
    assert duel._free_mzone(0) == _plain_free_mzone(duel, 0) == 3
    assert duel._free_mzone(1) == _plain_free_mzone(duel, 1) == 1


def test_a_zone_ojama_king_blocks_is_never_the_free_one(monkeypatch):
    seen = _watch(monkeypatch)
    _check_ojama(_ojama_table())
    assert seen["calls"] >= 2


def test_a_shortcut_that_forgets_the_field_card_is_caught(monkeypatch):
    """A mutant: `_free_mzone` takes the deck's tag for no field card (never asks
    `_blocked_zones`): Ojama King's blocked zone 0 comes out as the free one."""
    duel = _ojama_table()

    def mutant(duel, player):
        for i, card in enumerate(duel.players[player].mzone):
            if card is None:
                return i
        return None

    monkeypatch.setattr(Duel, "_free_mzone", mutant)
    with pytest.raises(AssertionError):
        _check_ojama(duel)
