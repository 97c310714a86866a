"""Bladefly (28470714), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 2 WIND Insect (600/700). While it is face-up on the field, every face-up WIND "
               "monster on the field (either side, itself included) gains 500 ATK, and every face-up "
               "EARTH monster loses 400 ATK.")


def wind_or_earth(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.attribute(card) in ("WIND", "EARTH")


def change(ctx, card):
    return (500, 0) if ctx.attribute(card) == "WIND" else (-400, 0)


# as Witch's Apprentice's for WIND / EARTH; the 2005 MRD print does what today's does: no ERAS entry
EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=wind_or_earth, value=change,
                  label="WIND +500 ATK, EARTH -400 ATK")]
