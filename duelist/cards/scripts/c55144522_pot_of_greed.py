"""Pot of Greed (55144522), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: its controller draws two cards."


def condition(ctx):
    # a draw effect cannot be activated when the Deck cannot supply every card it draws
    return ctx.deck_count("me") >= 2


def resolve(ctx):
    ctx.draw(ctx.player, 2)


EFFECTS = [activate(resolve, condition=condition)]
