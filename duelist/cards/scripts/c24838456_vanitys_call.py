"""Vanity's Call (24838456), Counter Trap."""
from duelist.cards.common import Destroys, activate

DESCRIPTION = ("Counter Trap, only as Chain Link 4 or later: pay half your LP; every card "
               "and effect activated earlier in that chain has its activation negated, and "
               "those cards still on the field are destroyed.")


def condition(ctx):
    return len(ctx.chain) >= 3          # it would be Chain Link 4 or higher


def cost(ctx):
    ctx.pay_lp(ctx.lp(ctx.player) // 2)


def resolve(ctx):
    doomed = []
    for link in ctx.chain[:ctx.link.number - 1]:
        if ctx.negate_activation(link):
            card = ctx.link_card(link)
            if card.uid == link.card_uid and card.on_field:
                doomed.append(card)
    yield from ctx.destroy(doomed)


def _earlier_cards(ctx):
    """What it would destroy (round 59j): the cards of the chain's earlier links still on the field
    (Curse of Royal and Stardust Dragon read it: `Destroys`)."""
    number = ctx.link.number or len(ctx.chain) + 1
    out = []
    for link in ctx.chain[:number - 1]:
        card = ctx.link_card(link)
        if card.uid == link.card_uid and card.on_field and card not in out:
            out.append(card)
    return out


EFFECTS = [activate(resolve, condition=condition, cost=cost, destroys=Destroys(_earlier_cards))]
