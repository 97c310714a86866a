"""Dark Magician Girl (38033121), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 6 DARK Spellcaster. It is 300 ATK stronger for each \"Dark Magician\" and each "
               "\"Magician of Black Chaos\" lying in the two GYs.")

DARK_MAGICIAN = 46986414
MAGICIAN_OF_BLACK_CHAOS = 30208479
COUNTED = (DARK_MAGICIAN, MAGICIAN_OF_BLACK_CHAOS)


def counted(ctx, card):
    data = card.data
    return data.code in COUNTED or data.alias in COUNTED


def boost(ctx, card):
    return (300 * ctx.count_cards("grave", counted, who="both"), 0)


EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card, value=boost,
                  label="300 ATK for each Dark Magician / Magician of Black Chaos in the GYs")]
