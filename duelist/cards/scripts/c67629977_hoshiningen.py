"""Hoshiningen (67629977), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 2 LIGHT Fairy. While it is face-up on the field, every face-up LIGHT monster "
               "on the field (either side, itself included) gains 500 ATK, and every face-up DARK "
               "monster loses 400 ATK.")


def light_or_dark(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.attribute(card) in ("LIGHT", "DARK")


def change(ctx, card):
    return (500, 0) if ctx.attribute(card) == "LIGHT" else (-400, 0)


# (the 2005 text, MRD-102, and today's do the same: no ERAS entry)
EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=light_or_dark, value=change,
                  label="LIGHT +500 ATK, DARK -400 ATK")]
