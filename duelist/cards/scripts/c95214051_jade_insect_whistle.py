"""Jade Insect Whistle (95214051), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: the opponent picks 1 Insect monster from their own Deck, shuffles that "
               "Deck and puts the Insect on top of it (with none there, the Deck is only shuffled).")


def _insect(ctx, card):
    return card.data.card_type == "Monster" and card.data.race == "Insect"


def resolve(ctx):
    opp = ctx.opponent
    fits = ctx.cards_where("deck", _insect, who=opp)
    picked = None
    if fits:
        picked = (yield from ctx.choose_cards(fits, 1, player=opp,
                                              prompt="Jade Insect Whistle: put which Insect on top of your Deck?"))[0]
    ctx.shuffle_deck(opp)
    if picked is not None:
        ctx.to_deck([picked], shuffle=False)        # on top, unshuffled


# The 2005 text (IOC: the opponent selects an Insect in their Deck, shuffles it and puts that card on
# top) does what today's does: no ERAS entry. It may be activated while the opponent's Deck holds a
# card: that Deck is hidden, so no Insect need be shown (our reading).
EFFECTS = [activate(resolve, condition=lambda ctx: ctx.deck_count("opp") > 0)]
