"""A Normal Summon or Set of a monster that needs no Tribute takes a Main Monster Zone: it is
offered exactly when one is free (seed 000 §通常召喚). A zone an effect blocks (Ojama King: "3
of your opponent's unused Main Monster Zones cannot be used") is no free zone; a Tribute
Summon needs none, since a Tribute of the player's own Main Monster Zone makes room (seed 000
§上級召喚). A summoning procedure that puts the monster on its own player's field needs the
same free zone.

Round 23t: the Main Phase menu (turn.py `_summon_options`, `_has_free_mzone`) asks
`_free_mzone` (and so `_blocked_zones`) only while a field card may have a blocked_zones
effect (the field roles stale or holding the tag); with none, a free zone is an empty one.
These rulings hold with Ojama King nowhere, in the Extra Deck (a card of the duel with the
tag, none on the field) and on the opponent's field, and with the field roles current or
stale."""

import pytest

from duelist.testing.scenario import Table

LOW = "Celtic Guardian"         # Level 4: no Tribute
HIGH = "Summoned Skull"         # Level 6: one Tribute
FILLER = "Mystical Elf"         # a Normal Monster on player 0's field
BLS = "Black Luster Soldier - Envoy of the Beginning"   # summoned by its own procedure
LIGHT, DARK = "Mystical Elf", "Dark Magician"            # its procedure's cost in the GY


def _menu(ojama, zones, hand=(LOW, HIGH), grave=()):
    """Player 0's Main Phase 1 menu (turn 3), `FILLER` in each of player 0's Main Monster
    Zones in `zones`, `hand` in the hand. ojama: None (no Ojama King in the duel), "extra"
    (in player 1's Extra Deck) or "field" (face-up on player 1's field, blocking player 0's
    zones 0, 1 and 2)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    if ojama == "field":
        table.monster(1, "Ojama King")
    elif ojama == "extra":
        table.extra(1, "Ojama King")
    for zone in zones:
        table.monster(0, FILLER, zone=zone)
    table.hand(0, *hand)
    if grave:
        table.grave(0, *grave)
    duel = table.build()
    while duel.request is not None and duel.request.kind == "zone":
        duel.answer(duel.request.options[0])      # (Ojama King's zones: 0, 1, 2, one by one)
    assert duel.request.kind == "idle"
    assert ("blocked_zones" in duel._cont_tags_present) == (ojama is not None)
    assert list(duel._blocked_zones(0)) == ([0, 1, 2] if ojama == "field" else [])
    return duel


def _summons(duel):
    return sorted((o.kind, o.name) for o in duel.request.options if o.kind in ("summon", "set"))


BOTH = sorted([("set", HIGH), ("set", LOW), ("summon", HIGH), ("summon", LOW)])
TRIBUTE_ONLY = [("set", HIGH), ("summon", HIGH)]


@pytest.mark.parametrize("ojama", [None, "extra"])
def test_a_monster_is_normal_summoned_while_one_main_monster_zone_is_empty(ojama):
    """Four zones taken, zone 4 empty: both monsters may be Summoned or Set (the Level 6 one
    by Tributing a monster); all five taken: only the Level 6 one, its Tribute making room.
    Ojama King in the Extra Deck blocks nothing."""
    assert _summons(_menu(ojama, range(4))) == BOTH
    assert _summons(_menu(ojama, range(5))) == TRIBUTE_ONLY


def test_the_zones_ojama_king_blocks_are_no_free_zone_for_a_normal_summon():
    """Ojama King on the opponent's field blocks zones 0-2: with a monster in zone 3 only,
    zone 4 is free and both monsters may come; with monsters in zones 3 and 4 the three empty
    zones are all blocked: no Normal Summon or Set of the Level 4 monster, the Level 6 one
    still by a Tribute of zone 3 or 4."""
    assert _summons(_menu("field", [3])) == BOTH
    assert _summons(_menu("field", [3, 4])) == TRIBUTE_ONLY


def test_without_a_monster_on_the_field_a_tribute_summon_is_not_offered():
    assert _summons(_menu("extra", [])) == [("set", LOW), ("summon", LOW)]


@pytest.mark.parametrize("ojama, zones, free", [
    (None, range(4), True), (None, range(5), False), ("extra", range(4), True),
    ("extra", range(5), False), ("field", [3], True), ("field", [3, 4], False)])
def test_the_answer_is_the_same_with_the_field_roles_stale(ojama, zones, free):
    """The menu's question asked again with the field roles dropped (as after a card moved,
    before anything rebuilt them): `_free_mzone` is asked then, and the answer is the same."""
    duel = _menu(ojama, zones)
    assert duel._has_free_mzone(0) is free
    rows = []
    duel._summon_options(0, rows)
    duel._field_cache = None
    assert duel._has_free_mzone(0) is free
    stale = []
    duel._summon_options(0, stale)
    assert [(o.kind, o.card) for o in stale] == [(o.kind, o.card) for o in rows]
    assert (("summon", LOW) in _summons(duel)) is free


def _procedure(duel):
    return [o for o in duel.request.options if o.kind == "special_summon" and o.name == BLS]


@pytest.mark.parametrize("ojama, zones, offered", [
    (None, range(4), True), (None, range(5), False), ("extra", range(5), False),
    ("field", [3], True), ("field", [3, 4], False)])
def test_a_summoning_procedure_needs_the_same_free_zone(ojama, zones, offered):
    """Black Luster Soldier - Envoy of the Beginning, by banishing a LIGHT and a DARK monster
    from the GY: offered exactly when player 0 has a Main Monster Zone no effect blocks."""
    duel = _menu(ojama, zones, hand=(BLS,), grave=(LIGHT, DARK))
    assert (_procedure(duel) != []) is offered
