"""Dust Barrier (31476755), Continuous Spell."""
from duelist.cards.common import C, CONTINUOUS, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: while it stays face-up, every face-up Normal Monster on the field "
               "(either side) is unaffected by the effects of Spell Cards.")


def normal_monster(ctx, card):
    return card.location == S.MZONE and card.face_up and "Normal" in (card.data.kinds or ())


EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag=C.UNAFFECTED_BY, value=("Spell",), affects=normal_monster,
           label="face-up Normal Monsters are unaffected by Spell effects"),
]
