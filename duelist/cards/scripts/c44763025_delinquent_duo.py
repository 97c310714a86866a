"""Delinquent Duo (44763025), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: for 1000 LP one card of your opponent's hand, picked at random, "
               "is thrown away, together with one more card of the opponent's own choosing if "
               "any remain.")


def can_pay(ctx):
    return ctx.can_pay_lp(1000)


def cost(ctx):
    ctx.pay_lp(1000)


def resolve(ctx):
    hand = ctx.hand("opp")
    if not hand:
        return
    random_card = hand[ctx.random_below(len(hand))]
    rest = [c for c in hand if c is not random_card]
    chosen = []
    if rest:
        chosen = yield from ctx.choose_cards(rest, 1, player=ctx.opponent,
                                             prompt="Delinquent Duo: discard 1 card of your choice")
    # current text: "discards 1 random card, and ... 1 more card": both at the same time
    ctx.discard([random_card] + list(chosen))


EFFECTS = [activate(resolve, condition=lambda ctx: bool(ctx.hand("opp")), can_pay=can_pay, cost=cost, discards="opponent")]
