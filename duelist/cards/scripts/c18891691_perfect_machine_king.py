"""Perfect Machine King (18891691), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.cards.scripts.c46700124_machine_king import face_up_machine

DESCRIPTION = ("Level 8 EARTH Machine, 2700 ATK / 1500 DEF. It is 500 ATK stronger for each other "
               "face-up Machine on the field, either side.")


def other_machine(ctx, card):
    return card is not ctx.card and face_up_machine(ctx, card)


def boost(ctx, card):
    return (500 * ctx.count_cards("monsters", other_machine, who="both"), 0)


# The 2005 text (RDS-EN012: 500 ATK for each face-up Machine-Type monster on the field other than
# this card) and today's do the same: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card, value=boost,
                  label="500 ATK for each other face-up Machine on the field")]
