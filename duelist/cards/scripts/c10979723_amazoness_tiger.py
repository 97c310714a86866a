"""Amazoness Tiger (10979723), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect
from duelist.cards.scripts.c47480070_amazoness_paladin import my_face_up_amazoness

DESCRIPTION = ("Level 4 EARTH Beast. Its controller may control only one of it. It gains 400 ATK "
               "for each face-up \"Amazoness\" monster its controller has, itself included. The "
               "opponent cannot choose another face-up \"Amazoness\" monster of its controller's "
               "as an attack target.")

# "Only 1 face-up": the engine's rule is "you can only control 1" (any way up), so a second
# copy cannot be Set beside a face-up one either (tests/cards/test_amazoness_tiger_r56d.py
# keeps the difference as a strict xfail and the report asks for a face-up form of the rule)
ONLY_ONE = True


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
