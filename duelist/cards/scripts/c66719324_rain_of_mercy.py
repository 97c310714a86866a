"""Rain of Mercy (66719324), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: both players gain 1000 LP."


def resolve(ctx):
    ctx.recover(ctx.player, 1000)
    ctx.recover(ctx.opponent, 1000)


EFFECTS = [activate(resolve)]
