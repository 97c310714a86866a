"""Secret Pass to the Treasures (77876207), Normal Spell."""
from duelist.cards.common import C, L, Target, activate

DESCRIPTION = ("Normal Spell: target one face-up monster you control with 1000 or less ATK; this "
               "turn it may attack your opponent directly, monsters there or not.")

# (the lasting tag, and the continuous one whose gate opens battle.py's ruled attack targets)
LASTING_TAGS = (L.DIRECT_ATTACK, C.DIRECT_ATTACK)


def _own_face_up(ctx):
    return ctx.monsters("me", face_up=True)


def _small(ctx, card):
    return card.face_up and card.controller == ctx.player and ctx.atk(card) <= 1000


def resolve(ctx):
    for card in ctx.targets:
        ctx.lasting(L.DIRECT_ATTACK, card)


# (the 2005 text, PGD-037, and today's do the same: no ERAS entry)
EFFECTS = [activate(resolve, target=Target(_own_face_up, filter=_small,
                                           prompt="Secret Pass to the Treasures: which monster attacks directly?"))]
