"""Ultimate Baseball Kid (67934141), Effect Monster."""
from duelist.cards.common import CONTINUOUS, IGNITION, C, Effect

DESCRIPTION = ("Level 3 FIRE Warrior (500/1000). It gains 1000 ATK for each other face-up FIRE "
               "monster on the field (both sides). Ignition, as often as its controller likes, its "
               "cost another face-up FIRE monster they control sent to the GY: the opponent takes 500 "
               "damage.")


def _other_fire(ctx, card):
    return card is not ctx.card and card.face_up and ctx.attribute(card) == "FIRE"


def _gain(ctx, card):
    n = 0
    for other in ctx.monsters("both", face_up=True):
        if other is not card and ctx.attribute(other) == "FIRE":
            n += 1000
    return (n, 0)


def _fodder(ctx):
    return [c for c in ctx.monsters("me", face_up=True) if _other_fire(ctx, c) and ctx.can_send_to_grave([c])]


def condition(ctx):
    return ctx.card.face_up


def can_pay(ctx):
    return bool(_fodder(ctx))


def cost(ctx):
    chosen = yield from ctx.choose_cards(_fodder(ctx), 1,
                                         prompt="Ultimate Baseball Kid: send which FIRE monster to the GY?")
    ctx.send_to_grave(chosen, reason="cost")


def resolve(ctx):
    ctx.damage(ctx.opponent, 500)


# our reading: only face-up monsters have an Attribute to count or to send (the SOD print says
# "face-up" for the gain; the cost's "FIRE monster you control" read the same); the 2005 SOD print
# does what today's does: no ERAS entry
EFFECTS = [
    Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=_gain,
           label="+1000 ATK for each other face-up FIRE monster"),
    Effect(IGNITION, condition=condition, can_pay=can_pay, cost=cost, resolve=resolve,
           inflicts_damage="opponent", label="send a FIRE monster to the GY: 500 damage"),
]
