"""Susa Soldier (40473581), Spirit Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect, spirit_return

DESCRIPTION = ("Level 4 EARTH Thunder Spirit; it can never be Special Summoned. Battle damage it "
               "inflicts to the opponent is halved. In the End Phase of a turn in which it was Normal "
               "Summoned or turned face-up, it goes back to its owner's hand.")

SUMMON_CONDITION = "never"

# (the 2005 text, LOD-066, and today's do the same: no ERAS entry)
EFFECTS = [
    Effect(CONTINUOUS, tag=C.HALVE_INFLICTED_BATTLE_DAMAGE, affects=lambda ctx, card: card is ctx.card,
           label="battle damage it inflicts halved"),
    spirit_return(),
]
