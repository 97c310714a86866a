"""Dimensional Fissure (81674782), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: while face-up, any monster that would be sent to a GY is "
               "banished instead; Spells and Traps still go to the GY, and so do Xyz Materials "
               "(they are no monsters while stacked).")

def _monster(ctx, card):
    # an Xyz Material is no monster: it still goes to the GY (seed 004 §「次元的裂缝」)
    return card.data.card_type == "Monster" and card.location != S.OVERLAY


EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag="banish_instead", affects=_monster),
]
