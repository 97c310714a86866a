"""Jar of Greed (83968380), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Trap: its player takes one card from the top of their Deck into the hand."


def condition(ctx):
    """An effect that makes its player draw is not activated without a card to draw."""
    return ctx.deck_count("me") >= 1


EFFECTS = [activate(lambda ctx: ctx.draw(ctx.player, 1), condition=condition)]
