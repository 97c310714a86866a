"""A card's facts tell what kind of card it is (`CardData.is_spell`, `is_trap`, `is_monster`):
a tool reading the database (a deck checker, a card list) gets Spells as Spells."""

from duelist.cards import db


def test_a_spell_is_a_spell_and_nothing_else_is():
    """Pot of Greed and Polymerization are Spells; Mirror Force (a Trap) and Battle Ox (a
    Monster) are not."""
    for name in ("Pot of Greed", "Polymerization"):
        card = db.find_card(name)
        assert card.is_spell and not card.is_trap and not card.is_monster
    assert not db.find_card("Mirror Force").is_spell and db.find_card("Mirror Force").is_trap
    assert not db.find_card("Battle Ox").is_spell and db.find_card("Battle Ox").is_monster
