"""Salvage (96947648), Normal Spell."""
from duelist.cards.common import Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: its player picks, as targets, 2 WATER monsters of at most 1500 ATK "
               "from their own GY; both return to their hand.")


def _own_grave(ctx):
    return ctx.grave("me")


def _water_1500(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and card.data.card_type == "Monster" \
        and ctx.attribute(card) == "WATER" and (card.data.atk or 0) <= 1500


def resolve(ctx):
    ctx.to_hand(ctx.targets)


EFFECTS = [activate(resolve, target=Target(_own_grave, filter=_water_1500, count=2,
                                           prompt="Salvage: add which 2 WATER monsters to your hand?"))]
