"""Wall of Revealing Light (17078030), Continuous Trap."""
from duelist.cards.common import CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Trap. Cost: pay LP in a multiple of 1000 (your choice). While it is "
               "face-up, your opponent's monsters whose ATK is no more than the LP paid cannot "
               "attack.")


def can_pay(ctx):
    return ctx.can_pay_lp(1000)


def cost(ctx):
    most = ctx.lp(ctx.player) // 1000
    labels = ["%d LP" % (1000 * n) for n in range(1, most + 1)]
    pick = yield from ctx.choose_option(labels, "Wall of Revealing Light: pay how many LP?")
    paid = 1000 * (pick + 1)
    ctx.pay_lp(paid)
    ctx.card.info = dict(ctx.card.info or {}, paid=paid)


def walled(ctx, card):
    return card.controller != ctx.player and ctx.atk(card) <= (ctx.card.info or {}).get("paid", -1)


EFFECTS = [
    activate(can_pay=can_pay, cost=cost),
    Effect(CONTINUOUS, tag="cannot_attack", affects=walled, label="weaker monsters cannot attack"),
]
