"""Star Boy (8201910), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 2 WATER Aqua. As long as it stays face-up, it raises the ATK of face-up WATER "
               "monsters on both sides (itself included) by 500 and cuts face-up FIRE monsters' ATK "
               "by 400.")


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
