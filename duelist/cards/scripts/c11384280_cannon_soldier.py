"""Cannon Soldier (11384280), Effect Monster."""
from duelist.cards.common import IGNITION, Effect

DESCRIPTION = ("Level 4 DARK Machine. In its controller's Main Phase, as often as they like, they "
               "Tribute 1 monster they control (a cost; it may be this card) to deal 500 damage to "
               "the opponent.")


def _tributable(ctx, card):
    return not ctx.cannot_be_tributed(card)


def can_pay(ctx):
    return ctx.any_card("monsters", _tributable)


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.tributable(ctx.monsters("me")), 1,
                                         prompt="Cannon Soldier: Tribute which monster?")
    ctx.send_to_grave(chosen, "tribute")


def resolve(ctx):
    ctx.damage(ctx.opponent, 500)


EFFECTS = [Effect(IGNITION, can_pay=can_pay, cost=cost, resolve=resolve, label="Tribute 1 monster: 500 damage")]
