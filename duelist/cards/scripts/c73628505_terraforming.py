"""Terraforming (73628505), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: search your Deck for a Field Spell and put it in your hand."


def field_spell(ctx, card):
    data = card.data
    return data.card_type == "Spell" and data.property == "Field"


def resolve(ctx):
    yield from K.search_deck(ctx, lambda card: field_spell(ctx, card), "Terraforming: add a Field Spell")


# The 2005 text (DR1: add 1 Field Spell Card from your Deck to your hand) does what today's
# does: no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("deck", field_spell))]
