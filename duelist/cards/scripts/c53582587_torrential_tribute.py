"""Torrential Tribute (53582587), Normal Trap."""
from duelist.cards.common import H, activate, summoned_now

DESCRIPTION = ("Normal Trap: right after any monster is Summoned (by either player, in any way), "
               "every monster on the field is destroyed.")

KINDS = ("normal", "tribute", "flip", "special", "proc")


def a_summon_happened(ctx):
    return bool(summoned_now(ctx, KINDS, by_opponent=False))


def resolve(ctx):
    yield from ctx.destroy(ctx.monsters("both"))


EFFECTS = [activate(resolve, condition=a_summon_happened, destroys=True, answers=H.SUMMONED)]
