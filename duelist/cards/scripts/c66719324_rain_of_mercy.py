"""Rain of Mercy (66719324), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: each player's LP go up by 1000, its own player's and the opponent's."


def resolve(ctx):
    ctx.recover(ctx.player, 1000)
    ctx.recover(ctx.opponent, 1000)


EFFECTS = [activate(resolve)]
