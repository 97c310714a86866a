"""Ancient Telescope (17092736), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: you look at up to 5 cards from the top of your opponent's Deck; "
               "they stay where they are, in the same order.")


def resolve(ctx):
    top = ctx.deck("opp")[:5]
    if top:
        ctx.reveal(top, ctx.player)


EFFECTS = [activate(resolve, condition=lambda ctx: ctx.deck_count("opp") > 0)]
