"""Inaba White Rabbit (77084837), Spirit Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect, spirit_return

DESCRIPTION = ("Level 3 EARTH Beast Spirit; it can never be Special Summoned. It may attack the "
               "opponent directly, even while they control monsters. In the End Phase of a turn in "
               "which it was Normal Summoned or turned face-up, it goes back to its owner's hand.")

SUMMON_CONDITION = "never"


# (the 2005 text, LOD-065, and today's do the same: no ERAS entry)
EFFECTS = [
    Effect(CONTINUOUS, tag="direct_attack", affects=lambda ctx, card: card is ctx.card, label="can attack directly"),
    spirit_return(),
]
