"""Archfiend's Oath (22796548), Continuous Spell."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: once per turn, in your Main Phase, you can pay 500 LP and declare a "
               "card name; the top card of your Deck is shown to both players and added to your hand "
               "if it is the declared card, otherwise sent to the GY.")


def condition(ctx):
    card = ctx.card
    return card.activated and card.face_up and ctx.deck_count("me") > 0


def cost(ctx):
    ctx.pay_lp(500)
    declared = yield from K.declare_card_name(ctx)     # declared on activation, after the LP
    ctx.link.info["code"] = declared.code


def resolve(ctx):
    code = ctx.link.info.get("code")
    deck = ctx.deck("me")
    if code is None or not deck:
        return
    top = deck[0]
    ctx.reveal([top], None)                 # excavated: both players see it
    if ctx.is_named(top, code):
        ctx.to_hand([top])
    else:
        ctx.send_to_grave([top])


EFFECTS = [
    activate(),
    # (a Continuous Spell's effect needs its card: destroyed in answer, nothing is excavated,
    # the 500 LP stay paid: seed 000 §永續魔法)
    Effect(IGNITION, range=(S.SZONE,), condition=condition, can_pay=lambda ctx: ctx.can_pay_lp(500),
           cost=cost, resolve=resolve, once_per_turn=True, label="pay 500 LP, declare a card name, excavate"),
]
