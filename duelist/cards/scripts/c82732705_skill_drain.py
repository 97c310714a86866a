"""Skill Drain (82732705), Continuous Trap."""
from duelist.cards.common import CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Trap: pay 1000 LP to activate it. While it stays face-up, every "
               "face-up monster on the field has its effects negated; monsters in the hand or "
               "the GY are not affected.")


def can_pay(ctx):
    return ctx.can_pay_lp(1000)


EFFECTS = [
    activate(cost=lambda ctx: ctx.pay_lp(1000), can_pay=can_pay),
    Effect(CONTINUOUS, tag="negate_monsters"),
]
