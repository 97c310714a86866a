"""Amazoness Paladin (47480070), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Warrior. It gains 100 ATK for each face-up \"Amazoness\" monster its "
               "controller has on the field, itself included.")

AMAZONESS = "Amazoness"


def is_amazoness(card):
    """A card of the "Amazoness" archetype (its printed series; The Unfriendly Amazon is none)."""
    return AMAZONESS in (card.data.series or ())


def my_face_up_amazoness(ctx, card):
    """A face-up "Amazoness" monster of this effect's player on the field (a face-down monster
    has no name): Amazoness Paladin, Amazoness Tiger, Amazoness Spellcaster share it."""
    return card.location == S.MZONE and card.face_up and is_amazoness(card)


def _gain(ctx, card):
    return (100 * ctx.count_cards("monsters", my_face_up_amazoness), 0)


# The 2005 text (DR1: ATK up 100 for each face-up "Amazoness" monster on your side of the field)
# does what today's does: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=_gain,
                  label="+100 ATK per face-up Amazoness")]
