"""The zones a monster may be summoned to and the zones a Spell or Trap may be Set in, with
the five zones' test written out (extra.py `summon_zones`, zones.py `free_szones`;
docs/performance.md, issue 11 round 15p: a loop over five zones is a loop entered and left
on PyPy each time it is asked). The rule (seed 000 §怪獸區域, §魔法與陷阱區域): a card is
placed in an empty zone of its kind; when more than one is empty its controller chooses
among all of them, and the choice lists them left to right; when only one is empty the card
goes there with no question.

Ruled here: for every pattern of occupied Main Monster Zones a Normal Summon is offered
exactly the empty ones, in order; the same for a Spell Set in the Spell & Trap Zones; and at
every look of random duels on the bench pairs both answers equal the plain walk of the
zones."""

import itertools

import pytest

from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.testing.scenario import Table
from duelist.testing.walks import random_decisions
from tests.engine.test_field_roles_plain_moves import PAIRS

PATTERNS = [p for p in itertools.product((False, True), repeat=5) if not all(p)]


def _zone_question(duel):
    """The zones the pending zone question offers (None: no question was asked)."""
    if duel.request is None or duel.request.kind != "zone":
        return None
    return [o.zone for o in duel.request.options]


@pytest.mark.parametrize("taken", PATTERNS)
def test_a_normal_summon_is_offered_every_empty_monster_zone_left_to_right(taken):
    """Player 0's Main Phase 1 with Celtic Guardians in the zones marked taken: Battle Ox
    Normal Summoned from the hand may go to each empty Main Monster Zone, offered in zone
    order; with one empty zone it goes there without a question."""
    table = Table(turn=3, turn_player=0)
    for seq, full in enumerate(taken):
        if full:
            table.monster(0, "Celtic Guardian", zone=seq)
    table.hand(0, "Battle Ox")
    duel = table.build()
    empty = [seq for seq, full in enumerate(taken) if not full]
    summon = [o for o in duel.request.options if o.kind == "summon" and o.name == "Battle Ox"]
    assert len(summon) == 1
    duel.answer(summon[0])
    offered = _zone_question(duel)
    if len(empty) == 1:
        assert offered is None
        assert duel.players[0].mzone[empty[0]].data.name == "Battle Ox"
    else:
        assert offered == empty
        duel.answer(duel.request.options[-1])
        assert duel.players[0].mzone[empty[-1]].data.name == "Battle Ox"


@pytest.mark.parametrize("taken", PATTERNS)
def test_a_spell_set_is_offered_every_empty_spell_trap_zone_left_to_right(taken):
    """Player 0's Main Phase 1 with Set Reinforcements in the Spell & Trap Zones marked taken:
    Mystical Space Typhoon Set from the hand may go to each empty one, offered in zone
    order; with one empty zone it goes there without a question."""
    table = Table(turn=3, turn_player=0)
    for seq, full in enumerate(taken):
        if full:
            table.spell_trap(0, "Reinforcements", zone=seq)
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    assert duel.rules.spell_trap_zones == 5
    empty = [seq for seq, full in enumerate(taken) if not full]
    sets = [o for o in duel.request.options if o.kind == "set_spell" and o.name == "Mystical Space Typhoon"]
    assert len(sets) == 1
    duel.answer(sets[0])
    offered = _zone_question(duel)
    if len(empty) == 1:
        assert offered is None
        assert duel.players[0].szone[empty[0]].data.name == "Mystical Space Typhoon"
    else:
        assert offered == empty
        duel.answer(duel.request.options[0])
        assert duel.players[0].szone[empty[0]].data.name == "Mystical Space Typhoon"


def test_every_look_of_random_duels_equals_the_plain_walk(monkeypatch):
    """At each ask of random duels of the bench pairs (and two more Goat decks), the Monster
    Zones a summon may take and the free Spell & Trap Zones equal the plain walk of the
    zones (the blocked ones and the leaving ones as `summon_zones` counts them)."""
    seen = {"mzones": 0, "szones": 0}
    summon_zones, free_szones = Duel.summon_zones, Duel.free_szones

    def plain_main(duel, player, leaving):
        blocked = duel._blocked_zones(player) if "blocked_zones" in duel._cont_tags_present else ()
        return [i for i, c in enumerate(duel.players[player].mzone)
                if (c is None and i not in blocked) or (c is not None and c in leaving)]

    def checked_summon_zones(duel, card, player, origin=None, leaving=()):
        got = summon_zones(duel, card, player, origin, leaving)
        where = card.location if origin is None else origin
        if duel.rules.extra_zone_rule == "none" or where != S.EXTRA:
            assert got == plain_main(duel, player, leaving), (duel.turn, len(duel.answers))
            seen["mzones"] += 1
        return got

    def checked_free_szones(duel, player):
        got = free_szones(duel, player)
        zones = duel.players[player].szone
        assert got == [i for i in range(duel.rules.spell_trap_zones) if zones[i] is None]
        seen["szones"] += 1
        return got

    monkeypatch.setattr(Duel, "summon_zones", checked_summon_zones)
    monkeypatch.setattr(Duel, "free_szones", checked_free_szones)
    for _ in random_decisions(PAIRS, range(2)):
        pass
    assert seen["mzones"] > 100 and seen["szones"] > 100, seen
