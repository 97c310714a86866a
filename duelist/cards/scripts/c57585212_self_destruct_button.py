"""Self-Destruct Button (57585212), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Trap, only while your LP are 7000 or more below your opponent's: both "
               "players' LP become 0 (the duel is a draw).")


def condition(ctx):
    return ctx.lp(1 - ctx.player) - ctx.lp(ctx.player) >= 7000


def resolve(ctx):
    # the gap is the activation's condition only: at resolution both LP become 0 whatever they are
    ctx.set_lp(ctx.player, 0)
    ctx.set_lp(1 - ctx.player, 0)


# The 2005 text (IOC-105) reads as today's: no ERAS entry.
EFFECTS = [activate(resolve, condition=condition)]
