"""Dice Jar (03549275), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Level 3 LIGHT Rock. When it is flipped face-up, each player rolls a six-sided die "
               "(both roll again while the results are equal); the player with the lower result "
               "takes 500 damage per pip of the higher one, or 6000 damage if the higher one is 6.")


def resolve(ctx):
    # its controller rolls first, then the opponent, each their own die (Ctx.roll_die's player)
    mine = theirs = 0
    while mine == theirs:
        mine = ctx.roll_die()
        theirs = ctx.roll_die(ctx.opponent)
    high, loser = (mine, ctx.opponent) if mine > theirs else (theirs, ctx.player)
    ctx.damage(loser, 6000 if high == 6 else high * 500)


EFFECTS = [Effect(FLIP, resolve=resolve, label="both roll a die; the lower takes damage", inflicts_damage="both")]
