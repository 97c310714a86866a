"""Fiend Comedian (81172176), Normal Trap."""
from duelist.cards.common import activate


DESCRIPTION = ("Normal Trap: its player calls a coin toss. Right: every card in the opponent's GY is "
               "banished. Wrong: its player sends as many cards from the top of their own Deck to the "
               "GY as the opponent's GY holds.")


def condition(ctx):
    # not activated while the opponent's GY holds more cards than its player's Deck (namu.wiki
    # 《데블 코메디언》), nor with that GY empty (our reading: it would do nothing either way)
    n = len(ctx.grave("opp"))
    return n > 0 and ctx.deck_count("me") >= n


def resolve(ctx):
    right = yield from ctx.call_coin()
    theirs = ctx.grave("opp")
    if right:
        if theirs:
            ctx.banish(theirs)
        return
    top = ctx.deck("me")[:len(theirs)]
    if top:
        ctx.send_to_grave(top, "effect")


# The 2005 text (LOD: right, remove from play all cards in the opponent's Graveyard; wrong, send
# that many cards from the top of your Deck to the Graveyard) does what today's does: no ERAS entry.
# It banishes from the opponent's GY: not activated while its player may not (Necrovalley, Kycoo).
EFFECTS = [activate(resolve, condition=condition, grave_banish="opp")]
