"""Ryu Senshi (49868263), Fusion Effect Monster."""
from duelist.cards.common import CONTINUOUS, QUICK, Effect

DESCRIPTION = ("Level 6 EARTH Warrior Fusion (Warrior Dai Grepher + Spirit Ryu). When a Normal Trap "
               "Card is activated, its controller may pay 1000 LP to negate that Trap's effect. "
               "While it is face-up, any Spell Card that targets it has its effect negated and is "
               "destroyed.")


def normal_trap_activated(ctx):
    link = ctx.responding_to
    if link is None or not link.card_activation or link.negated is not None:
        return False
    data = ctx.link_card(link).data
    return data.card_type == "Trap" and data.property == "Normal"


def can_pay(ctx):
    return ctx.lp(ctx.player) >= 1000


def cost(ctx):
    ctx.pay_lp(1000)


def negate_trap(ctx):
    link = ctx.responding_to
    if link is not None:
        ctx.negate_effect(link)


def targets_it(ctx, link):
    """A Spell Card's link that targets this face-up card."""
    return ctx.card.uid in link.targets and ctx.link_card(link).data.card_type == "Spell"


def destroy_it(ctx, link):
    return True


EFFECTS = [
    Effect(QUICK, condition=normal_trap_activated, can_pay=can_pay, cost=cost, resolve=negate_trap,
           label="pay 1000 LP: negate a Normal Trap's effect"),
    Effect(CONTINUOUS, tag="negate_links", affects=targets_it, value=destroy_it,
           label="Spells that target it are negated and destroyed"),
]
