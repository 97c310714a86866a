"""Dimensional Fissure (81674782), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: while face-up, any monster that would be sent to a GY is "
               "banished instead; Spells and Traps still go to the GY, and so do Xyz Materials "
               "(no monsters while stacked) and Pendulum scales (Spell Cards in their zones: "
               "they go face-up to the Extra Deck).")

def _monster(ctx, card):
    # an Xyz Material is no monster: it still goes to the GY (seed 004 §「次元的裂缝」); nor is
    # a Pendulum card in its Pendulum Zone, a Spell Card there (seed 000 §當作魔法卡的靈擺怪獸):
    # it goes face-up to the Extra Deck
    if card.data.card_type != "Monster" or card.location == S.OVERLAY:
        return False
    return not (card.location == S.SZONE and card.data.is_pendulum)


EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag="banish_instead", affects=_monster),
]
