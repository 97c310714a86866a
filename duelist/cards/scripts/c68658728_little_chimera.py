"""Little Chimera (68658728), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 2 FIRE Beast. While it is face-up, every face-up FIRE monster on the field "
               "(itself included) gains 500 ATK and every face-up WATER monster loses 400 ATK.")


def _fire_or_water(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.attribute(card) in ("FIRE", "WATER")


def _change(ctx, card):
    return (500 if ctx.attribute(card) == "FIRE" else -400, 0)


# The 2005 text (MRD-117) does what today's does: no ERAS entry (Milus Radiant's mirror).
EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=_fire_or_water, value=_change,
                  label="FIRE +500 ATK, WATER -400 ATK")]
