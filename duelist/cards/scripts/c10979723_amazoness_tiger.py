"""Amazoness Tiger (10979723), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect
from duelist.cards.scripts.c47480070_amazoness_paladin import my_face_up_amazoness

DESCRIPTION = ("Level 4 EARTH Beast. Its controller may control only one face-up copy of it. It gains 400 ATK "
               "for each face-up \"Amazoness\" monster its controller has, itself included. The "
               "opponent cannot choose another face-up \"Amazoness\" monster of its controller's "
               "as an attack target.")

# "Only 1 face-up" (round 56z): a Set copy neither counts nor is refused by the engine's rule;
# the Set from the hand beside a face-up one and the Flip Summon's refusal are turn.py's menu
# (tests/cards/test_amazoness_tiger_r56d.py keeps the Set as a strict xfail)
ONLY_ONE = "face_up"      # "you can only control 1 face-up Amazoness Tiger" (a Set copy does not count)


def _gain(ctx, card):
    return (400 * ctx.count_cards("monsters", my_face_up_amazoness), 0)


def _shielded(ctx, card):
    return card is not ctx.card and card.controller == ctx.player and my_face_up_amazoness(ctx, card)


# The 2005 text (MFC-063) reads as today's for its ATK and its attack shield: no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=_gain,
           label="+400 ATK per face-up Amazoness"),
    Effect(CONTINUOUS, tag=C.CANNOT_BE_ATTACKED, affects=_shielded, label="shields the other Amazoness"),
]
