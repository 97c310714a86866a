"""Yellow Luster Shield (4542651), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, Effect, activate
from duelist.engine import state as S

DESCRIPTION = "Continuous Spell: every face-up monster its controller has on the field gains 300 DEF."


def my_face_up_monster(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller == ctx.player


# The 2005 text (IOC-037) does what today's does: no ERAS entry.
EFFECTS = [activate(),
           Effect(CONTINUOUS, tag="stats", affects=my_face_up_monster, value=lambda ctx, card: (0, 300),
                  label="your monsters +300 DEF")]
