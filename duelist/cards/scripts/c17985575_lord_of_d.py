"""Lord of D. (17985575), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("While it is face-up on the field, no card effect of either player can target a "
               "Dragon monster on the field.")


def protected(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.race(card) == "Dragon"


EFFECTS = [Effect(CONTINUOUS, tag="untargetable", affects=protected)]
