"""A Legendary Ocean (295517), Field Spell."""
from duelist.cards.common import C, CONTINUOUS, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Field Spell, always named \"Umi\". Face-up WATER monsters on the field gain 200 ATK "
               "and DEF and are 1 Level lower; the WATER monsters in both players' hands are 1 Level "
               "lower too (never below 1), so a Level 5 or 6 WATER monster needs no Tribute, a Level "
               "7 or 8 one needs 1.")

NAME_AS = 22702055      # "Umi" (a rule of the card, not an effect)


def _water_on_field(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.attribute(card) == "WATER"


def _water_in_hand(ctx, card):
    return card.location == S.HAND and card.data.attribute == "WATER"


def _minus_one(ctx, card):
    return -1


# The 2005 text (LOD-078) reads as today's: no ERAS entry.
EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag=C.STATS, affects=_water_on_field, value=lambda ctx, card: (200, 200),
           label="WATER +200 ATK/DEF"),
    Effect(CONTINUOUS, tag=C.LEVEL, affects=_water_on_field, value=_minus_one, label="WATER Level -1"),
    Effect(CONTINUOUS, tag=C.HAND_LEVEL, affects=_water_in_hand, value=_minus_one,
           label="WATER in the hands Level -1"),
]
