"""Disappear (24623598), Normal Trap."""
from duelist.cards.common import Target, activate
from duelist.engine import state as S

DESCRIPTION = "Normal Trap: takes 1 card of the opponent's GY as its target and removes it from play (banished)."


def _theirs(ctx):
    return ctx.grave("opp")


def in_grave(ctx, card):
    return card.location == S.GRAVE


def resolve(ctx):
    if ctx.targets:
        ctx.banish(ctx.targets)


# it banishes from the opponent's GY: not activated while its player may not (Necrovalley, Kycoo)
EFFECTS = [activate(resolve, grave_banish="opp",
                    target=Target(_theirs, filter=in_grave, prompt="Disappear: banish which card?"))]
