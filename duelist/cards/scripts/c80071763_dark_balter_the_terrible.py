"""Dark Balter the Terrible (80071763), Fusion Effect Monster."""
from duelist.cards.common import CONTINUOUS, QUICK, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 5 DARK Fiend Fusion (Possessed Dark Soul + Frontier Wiseman). When a Normal "
               "Spell Card is activated, its controller may pay 1000 LP to negate that Spell's "
               "effect. The effects of Effect Monsters it destroys by battle are negated.")


def normal_spell_activated(ctx):
    link = ctx.responding_to
    if link is None or not link.card_activation or link.negated is not None:
        return False
    data = ctx.link_card(link).data
    return data.card_type == "Spell" and data.property == "Normal"


def can_pay(ctx):
    return ctx.duel.players[ctx.player].lp >= 1000


def cost(ctx):
    ctx.pay_lp(1000)


def negate_spell(ctx):
    link = ctx.responding_to
    if link is not None:
        ctx.negate_effect(link)


def _destroyed_by_it(ctx, card):
    """Did `card` reach its GY by being destroyed in a battle with this object? (the log: the
    card's move to the GY for battle and the damage calculation before it)"""
    if card.location != S.GRAVE or card.data.card_type != "Monster":
        return False
    log = ctx.duel.log
    for i in range(len(log) - 1, -1, -1):
        event = log[i]
        if event["type"] == "turn":
            return False
        if event["type"] == "to_grave" and event.get("uid") == card.uid:
            if event.get("reason") != "battle":
                return False
            prev = event.get("prev")
            for j in range(i - 1, -1, -1):
                battle = log[j]
                if battle["type"] == "battle":
                    pair = (battle.get("attacker"), battle.get("target"))
                    return ctx.card.uid in pair and prev in pair
                if battle["type"] == "turn":
                    return False
            return False
    return False


def victim_link(ctx, link):
    card = ctx.link_card(link)
    return card.uid == link.card_uid and _destroyed_by_it(ctx, card)


EFFECTS = [
    Effect(QUICK, condition=normal_spell_activated, can_pay=can_pay, cost=cost, resolve=negate_spell,
           label="pay 1000 LP: negate a Normal Spell's effect"),
    Effect(CONTINUOUS, tag="negate_links", affects=victim_link,
           label="monsters it destroys by battle have their effects negated"),
]
