"""An Owl of Luck (23927567), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect
from duelist.cards.scripts.c24140059_a_cat_of_ill_omen import deck_card_to_top

DESCRIPTION = ("Level 2 WIND Winged Beast. When it is flipped face-up, its controller picks a Field "
               "Spell Card from their Deck, shuffles the Deck and puts that card on top of it.")


def is_field_spell(card):
    return card.data.card_type == "Spell" and card.data.property == "Field"


def resolve(ctx):
    yield from deck_card_to_top(ctx, is_field_spell, "An Owl of Luck: put which Field Spell on top of your Deck?")


# One meaning in both eras (the 2005 text: a Field Spell to the top of the Deck): no ERAS entry.
EFFECTS = [Effect(FLIP, resolve=resolve, label="a Field Spell from the Deck to its top")]
