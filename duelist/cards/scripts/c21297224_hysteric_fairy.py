"""Hysteric Fairy (21297224), Effect Monster."""
from duelist.cards.common import IGNITION, Effect

DESCRIPTION = ("Level 4 LIGHT Fairy. Ignition: Tribute 2 monsters its controller controls (a cost; "
               "itself may be one) to gain 1000 LP. No limit a turn.")


def _fodder(ctx):
    return ctx.tributable(ctx.monsters("me"))


def cost(ctx):
    chosen = yield from ctx.choose_cards(_fodder(ctx), 2, prompt="Hysteric Fairy: Tribute which 2 monsters?")
    ctx.send_to_grave(chosen, "tribute")


# The 2005 text (LON) and today's do the same: no ERAS entry.
EFFECTS = [
    Effect(IGNITION, can_pay=lambda ctx: len(_fodder(ctx)) >= 2, cost=cost,
           resolve=lambda ctx: ctx.recover(ctx.player, 1000), label="Tribute 2 monsters: gain 1000 LP"),
]
