"""Graceful Charity (79571449), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: draw three cards, and afterwards throw away two cards of your "
               "choice from your hand.")


def condition(ctx):
    return ctx.deck_count("me") >= 3


def resolve(ctx):
    ctx.draw(ctx.player, 3)
    ctx.then()                 # "then": the draw is no longer the last thing once you discard
    hand = ctx.hand("me")
    if not hand:
        return
    chosen = yield from ctx.choose_cards(hand, min(2, len(hand)),
                                         prompt="Graceful Charity: discard 2 cards")
    ctx.discard(chosen)


EFFECTS = [activate(resolve, condition=condition, discards="self")]
