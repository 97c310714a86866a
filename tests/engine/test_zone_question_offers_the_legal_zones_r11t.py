"""The zone question (zones.py `choose_zone`) offers exactly `legal_zones`: for a monster the
Main Monster Zones it may take (an Extra Deck monster's Extra Monster Zones first, under MR5),
for a Spell or Trap the free Spell & Trap Zones (round 11, hturn8: it asks `summon_zones` and
`free_szones` directly, `legal_zones`' answers with nothing leaving)."""

import pytest

from duelist.engine import state as S
from duelist.testing.scenario import Table


def _asked(duel, card, location, origin=None):
    gen = duel.choose_zone(card, 0, location, origin=origin)
    try:
        request = next(gen)
    except StopIteration as stop:
        return [stop.value]
    assert request.kind == "zone"
    return [o.zone for o in request.options]


def _card(duel, name):
    return next(c for c in duel.cards if c.data.name == name)


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_a_monster_from_the_hand_is_offered_the_free_main_monster_zones(rules):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian", zone=1)
    table.monster(0, "Mystic Tomato", zone=3)
    table.hand(0, "Giant Soldier of Stone")
    duel = table.build()
    card = _card(duel, "Giant Soldier of Stone")
    assert _asked(duel, card, S.MZONE) == duel.legal_zones(card, 0, S.MZONE) == [0, 2, 4]


def test_an_extra_deck_monster_under_mr5_is_offered_what_legal_zones_gives():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian", zone=0)
    table.extra(0, "Thousand-Eyes Restrict")
    duel = table.build()
    card = _card(duel, "Thousand-Eyes Restrict")
    legal = duel.legal_zones(card, 0, S.MZONE)
    assert S.EMZ_FIRST_SEQ in legal and 0 not in legal
    assert _asked(duel, card, S.MZONE) == legal


def test_a_monster_from_the_gy_is_asked_by_its_origin():
    """`origin` names where the monster comes from (here the GY, as an effect's summon says)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian", zone=2)
    table.grave(0, "Giant Soldier of Stone")
    duel = table.build()
    card = _card(duel, "Giant Soldier of Stone")
    assert _asked(duel, card, S.MZONE, origin=S.GRAVE) == duel.legal_zones(card, 0, S.MZONE, S.GRAVE) == [0, 1, 3, 4]


def test_a_spell_is_offered_the_free_spell_and_trap_zones():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Mirror Force", zone=0)
    table.spell_trap(0, "Mystical Space Typhoon", zone=2)
    table.hand(0, "Pot of Greed")
    duel = table.build()
    card = _card(duel, "Pot of Greed")
    assert _asked(duel, card, S.SZONE) == duel.legal_zones(card, 0, S.SZONE) == [1, 3, 4]


def test_a_field_spell_takes_the_field_zone_without_a_question():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Yami")
    duel = table.build()
    assert _asked(duel, _card(duel, "Yami"), S.FZONE) == [0]


def test_the_origin_named_wins_over_where_the_card_lies():
    """An Extra Deck monster asked as one coming from the GY (`origin`) is offered the Main
    Monster Zones only, as `legal_zones` rules for that origin; asked from where it lies (the
    Extra Deck, under MR5) it is offered an Extra Monster Zone too."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian", zone=0)
    table.extra(0, "Thousand-Eyes Restrict")
    duel = table.build()
    card = _card(duel, "Thousand-Eyes Restrict")
    from_grave = _asked(duel, card, S.MZONE, origin=S.GRAVE)
    assert from_grave == duel.legal_zones(card, 0, S.MZONE, S.GRAVE) == [1, 2, 3, 4]
    assert S.EMZ_FIRST_SEQ in _asked(duel, card, S.MZONE)
