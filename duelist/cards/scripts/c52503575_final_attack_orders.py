"""Final Attack Orders (52503575), Continuous Trap."""
from duelist.cards.common import C, CONTINUOUS, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: as long as it stays face-up, each face-up monster on the field "
               "is put in Attack Position and kept there: no player may change it by hand.")

_MZONE = S.MZONE
_FACE_UP = S.FACE_UP_POSITIONS


def face_up_monster(ctx, card):
    """A face-up monster on the field (a face-down one may still be Flip Summoned: it is then
    face-up, in Attack Position already)."""
    return card.location == _MZONE and card.position in _FACE_UP


# The 2005 print (DCR) and today's text do the same: no ERAS entry.
EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag=C.FORCE_ATTACK, affects=face_up_monster),
    Effect(CONTINUOUS, tag=C.CANNOT_CHANGE_POSITION, affects=face_up_monster),
]
