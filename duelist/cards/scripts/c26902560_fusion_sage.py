"""Fusion Sage (26902560), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: search your Deck for a Polymerization and put it in your hand."

POLYMERIZATION = 24094653


def polymerization(ctx, card):
    return card.data.code == POLYMERIZATION


def resolve(ctx):
    yield from K.search_deck(ctx, lambda card: polymerization(ctx, card), "Fusion Sage: add Polymerization")


# (the 2005 print, Dark Beginning 2 DB2-EN109, and today's do the same; no ERAS entry)
EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("deck", polymerization))]
