"""Asura Priest (2134346), Spirit Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect, spirit_return

DESCRIPTION = ("Level 4 LIGHT Fairy Spirit; it can never be Special Summoned. It may attack each "
               "monster the opponent controls once per Battle Phase. In the End Phase of a turn in "
               "which it was Normal Summoned or turned face-up, it goes back to its owner's hand.")

SUMMON_CONDITION = "never"

EFFECTS = [
    Effect(CONTINUOUS, tag="attack_all", affects=lambda ctx, card: card is ctx.card,
           label="attacks every opponent's monster once"),
    spirit_return(),
]
