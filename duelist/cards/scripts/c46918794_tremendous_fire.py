"""Tremendous Fire (46918794), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: your opponent takes 1000 damage and you take 500, at the same time "
               "(both at 0: a draw).")


def resolve(ctx):
    # at the same time: both at 0 is a draw (`Ctx.damages`, round 59a)
    ctx.damages((ctx.opponent, 1000), (ctx.player, 500))


# The 2005 text (MRD) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, inflicts_damage="both")]
