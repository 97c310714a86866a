"""Numinous Healer (2130625), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Trap: its player gains 1000 LP, then 500 LP more for each \"Numinous Healer\" "
               "in their GY as it resolves (this copy is still on the field then).")

CODE = 2130625


def resolve(ctx):
    ctx.recover(ctx.player, 1000)
    count = ctx.count_cards("grave", lambda ctx, c: ctx.is_named(c, CODE))
    if count:
        ctx.then()
        ctx.recover(ctx.player, 500 * count)


# The 2005 text (PSV-023) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve)]
