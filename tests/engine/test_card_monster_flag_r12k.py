"""A card's `is_monster` is a stored fact (CardData slot), not a string compare made at each
read (on PyPy every string compare is a call: round 12k of docs/performance.md): it must say
exactly whether the card is a Monster Card, for every card of the database and for a card
built by hand, and the classification helpers built on it must agree with the card type."""

from duelist.cards import db
from duelist.cards.model import CardData


def test_every_card_of_the_database_is_a_monster_exactly_when_its_type_says_so():
    monsters = others = 0
    for data in db.all_cards():
        assert data.is_monster is (data.card_type == "Monster"), data
        assert data.is_token == (data.card_type == "Monster" and "Token" in data.kinds), data
        monsters += data.is_monster
        others += not data.is_monster
    assert monsters > 1000 and others > 1000, (monsters, others)


def test_a_card_built_by_hand_knows_whether_it_is_a_monster():
    sheep = CardData(code=73915052, alias=73915052, name="Sheep Token", names={}, card_type="Monster",
                     kinds=("Normal", "Token"), level=1, atk=0, defense=0)
    typhoon = CardData(code=5318639, alias=5318639, name="Mystical Space Typhoon", names={},
                       card_type="Spell", property="Quick-Play", kinds=())
    assert sheep.is_monster is True and sheep.is_token and sheep.is_normal_monster
    assert typhoon.is_monster is False and not typhoon.is_token and not typhoon.is_extra_deck
