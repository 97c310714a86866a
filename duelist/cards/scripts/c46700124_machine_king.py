"""Machine King (46700124), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 6 EARTH Machine, 2200 ATK / 2000 DEF. It is 100 ATK stronger for each face-up "
               "Machine on the field, either side, itself included.")


def face_up_machine(ctx, card):
    """A face-up Machine in a Monster Zone (its Type now: DNA Surgery counts; a face-down monster
    has no Type known and is not counted)."""
    return card.location == S.MZONE and card.face_up and ctx.race(card) == "Machine"


def boost(ctx, card):
    return (100 * ctx.count_cards("monsters", face_up_machine, who="both"), 0)


# The 2005 text (DL4-001 / DB2: 100 ATK for each face-up Machine-Type monster on the field) and
# today's do the same: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card, value=boost,
                  label="100 ATK for each face-up Machine on the field")]
