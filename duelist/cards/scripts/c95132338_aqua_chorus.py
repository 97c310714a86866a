"""Aqua Chorus (95132338), Continuous Trap."""
from duelist.cards.common import CONTINUOUS, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: a face-up monster on either field that shares its name with another "
               "face-up monster on the field gains 500 ATK and DEF.")


def has_namesake(ctx, card):
    if card.location != S.MZONE or not card.face_up:
        return False
    name = ctx.name(card)
    return ctx.count_cards("monsters", lambda c, other: other.face_up and ctx.name(other) == name,
                           who="both") >= 2


# The 2005 text (PCK: every monster on the field with the same name as another face-up monster on
# the field gains 500 ATK and DEF) does what today's does: no ERAS entry.
EFFECTS = [activate(),
           Effect(CONTINUOUS, tag="stats", range=(S.SZONE,), affects=has_namesake,
                  value=lambda ctx, card: (500, 500), label="namesakes +500 ATK/DEF")]
