"""Harpie Lady 1 (91932350), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WIND Winged Beast, 1300 ATK / 1400 DEF. Its name is always \"Harpie Lady\" "
               "(in every place, any way up). While it is face-up, every face-up WIND monster on "
               "the field (both sides, itself included) gains 300 ATK.")

NAME_AS = 76812113      # (a rule of the card, not an effect: Skill Drain leaves it "Harpie Lady")


def wind(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.attribute(card) == "WIND"


# The 2005 text (RDS) and today's do the same: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=wind, value=lambda ctx, card: (300, 0),
                  label="WIND monsters +300 ATK")]
