"""Witch's Apprentice (80741828), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 2 DARK Spellcaster. While it is face-up on the field, every face-up DARK "
               "monster on the field (either side, itself included) gains 500 ATK, and every face-up "
               "LIGHT monster loses 400 ATK.")


def dark_or_light(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.attribute(card) in ("DARK", "LIGHT")


def change(ctx, card):
    return (500, 0) if ctx.attribute(card) == "DARK" else (-400, 0)


# (the 2005 text, MRD-121, and today's do the same: no ERAS entry)
EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=dark_or_light, value=change,
                  label="DARK +500 ATK, LIGHT -400 ATK")]
