"""Star Boy (8201910), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 2 WATER Aqua. While it is face-up, every face-up WATER monster on the field "
               "(either side, itself too) gains 500 ATK and every face-up FIRE monster loses 400 ATK.")


def _face_up_of(attribute):
    def affects(ctx, card):
        return card.location == S.MZONE and card.face_up and ctx.attribute(card) == attribute
    return affects


EFFECTS = [
    Effect(CONTINUOUS, tag="stats", affects=_face_up_of("WATER"), value=lambda ctx, card: (500, 0),
           label="WATER monsters +500 ATK"),
    Effect(CONTINUOUS, tag="stats", affects=_face_up_of("FIRE"), value=lambda ctx, card: (-400, 0),
           label="FIRE monsters -400 ATK"),
]
