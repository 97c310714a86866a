"""Confiscation (17375316), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: for 1000 LP you see your opponent's whole hand and throw one card "
               "of it, your pick, into their GY.")


def can_pay(ctx):
    return ctx.can_pay_lp(1000)


def cost(ctx):
    ctx.pay_lp(1000)


def resolve(ctx):
    hand = ctx.hand("opp")
    if not hand:
        return
    ctx.reveal(hand, ctx.player)
    # the reveal re-deals the hand's uids (a hand shuffle), and a card choice would name
    # the opponent's cards "a hidden card": the activator, who has seen them, picks by name
    labels = [c.data.name for c in hand]
    pick = yield from ctx.choose_option(labels, "Confiscation: discard which card of your opponent's hand?")
    ctx.discard([hand[pick]])


EFFECTS = [activate(resolve, condition=lambda ctx: bool(ctx.hand("opp")), can_pay=can_pay, cost=cost, discards="opponent")]
