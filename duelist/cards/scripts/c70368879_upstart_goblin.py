"""Upstart Goblin (70368879), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: you draw one card; afterwards your opponent's LP go up by 1000."


def condition(ctx):
    return ctx.deck_count("me") >= 1


def resolve(ctx):
    ctx.draw(ctx.player, 1)
    ctx.then()
    ctx.recover(ctx.opponent, 1000)


EFFECTS = [activate(resolve, condition=condition)]
