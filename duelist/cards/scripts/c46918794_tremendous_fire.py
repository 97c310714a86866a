"""Tremendous Fire (46918794), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: your opponent takes 1000 damage and you take 500, at the same time "
               "(both at 0: a draw).")


def resolve(ctx):
    # one resolution: the state check after it sees both LPs at once
    ctx.damage(ctx.opponent, 1000)
    ctx.damage(ctx.player, 500)


# The 2005 text (MRD) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, inflicts_damage="both")]
