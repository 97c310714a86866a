"""Milus Radiant (7489323), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 1 EARTH Beast. While it is face-up, every face-up EARTH monster on the field "
               "(itself included) gains 500 ATK and every face-up WIND monster loses 400 ATK.")


def _earth_or_wind(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.attribute(card) in ("EARTH", "WIND")


def _change(ctx, card):
    return (500 if ctx.attribute(card) == "EARTH" else -400, 0)


# The 2005 text (MRD-110) does what today's does: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=_earth_or_wind, value=_change,
                  label="EARTH +500 ATK, WIND -400 ATK")]
