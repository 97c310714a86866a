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


def _duel(rules, placed):
    """Player 0's cards: (where, name, zone) each, where one of Table's places."""
    table = Table(rules=rules, turn=3, turn_player=0)
    for where, name, zone in placed:
        if where in ("monster", "spell_trap"):
            getattr(table, where)(0, name, zone=zone)
        else:
            getattr(table, where)(0, name)
    return table.build()


MONSTERS_AT_1_AND_3 = [("monster", "Celtic Guardian", 1), ("monster", "Mystic Tomato", 3)]


@pytest.mark.parametrize("rules, placed, name, location, origin, zones", [
    # a monster from the hand: the free Main Monster Zones
    ("GOAT", MONSTERS_AT_1_AND_3 + [("hand", "Giant Soldier of Stone", None)], "Giant Soldier of Stone",
     S.MZONE, None, [0, 2, 4]),
    ("MR5", MONSTERS_AT_1_AND_3 + [("hand", "Giant Soldier of Stone", None)], "Giant Soldier of Stone",
     S.MZONE, None, [0, 2, 4]),
    # from the GY, as an effect's summon names its origin
    ("MR5", [("monster", "Celtic Guardian", 2), ("grave", "Giant Soldier of Stone", None)],
     "Giant Soldier of Stone", S.MZONE, S.GRAVE, [0, 1, 3, 4]),
    # a Fusion Monster from the Extra Deck under MR5: a Main Monster Zone, or an Extra Monster Zone
    ("MR5", [("monster", "Celtic Guardian", 0), ("extra", "Thousand-Eyes Restrict", None)],
     "Thousand-Eyes Restrict", S.MZONE, None, [1, 2, 3, 4, S.EMZ_FIRST_SEQ, S.EMZ_FIRST_SEQ + 1]),
    # a Spell: the free Spell & Trap Zones
    ("GOAT", [("spell_trap", "Mirror Force", 0), ("spell_trap", "Mystical Space Typhoon", 2),
              ("hand", "Pot of Greed", None)], "Pot of Greed", S.SZONE, None, [1, 3, 4]),
    # a Field Spell: the Field Zone, without a question
    ("GOAT", [("hand", "Yami", None)], "Yami", S.FZONE, None, [0]),
])
def test_the_zone_question_offers_the_legal_zones(rules, placed, name, location, origin, zones):
    duel = _duel(rules, placed)
    card = _card(duel, name)
    assert _asked(duel, card, location, origin) == duel.legal_zones(card, 0, location, origin) == zones


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
