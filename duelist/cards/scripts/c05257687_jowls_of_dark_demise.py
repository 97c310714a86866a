"""Jowls of Dark Demise (5257687), Flip Effect Monster."""
from duelist.cards.common import C, FLIP, L, Effect, Target, control_room, opp_monsters

DESCRIPTION = ("Level 2 WATER Fiend (200/100). Flip effect: take control of 1 targeted monster the "
               "opponent controls until the End Phase; this turn that monster may attack the "
               "opponent directly.")

# (the lasting tag, and the continuous one whose gate opens battle.py's ruled attack targets, as
# Secret Pass to the Treasures declares them)
LASTING_TAGS = (L.DIRECT_ATTACK, C.DIRECT_ATTACK)


def _takeable(ctx, card):
    return card.controller != ctx.player and ctx.can_take_control(card)


def resolve(ctx):
    for card in ctx.targets:
        if ctx.take_control(card):
            ctx.lasting(L.DIRECT_ATTACK, card)


# the 2005 PGD print (take control of 1 of your opponent's monsters until the End Phase; it can
# attack your opponent's Life Points directly) does what today's does: no ERAS entry
EFFECTS = [Effect(FLIP, resolve=resolve, condition=control_room,
                  target=Target(opp_monsters, filter=_takeable, prompt="Jowls of Dark Demise: take which monster?"))]
