"""Toon World (15259703), Continuous Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Continuous Spell with no effect of its own: its activation costs 1000 LP. While it is "
               "face-up, its controller may Special Summon Toon monsters; should a Toon World on the "
               "field be destroyed, the Toon monsters are destroyed with it (their own rule).")


def can_pay(ctx):
    return ctx.can_pay_lp(1000)


def cost(ctx):
    ctx.pay_lp(1000)


EFFECTS = [activate(can_pay=can_pay, cost=cost)]
