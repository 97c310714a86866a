"""Amazoness Spellcaster (81325903), Normal Spell."""
from duelist.cards.common import L, Target, activate
from duelist.cards.scripts.c47480070_amazoness_paladin import my_face_up_amazoness
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell. It picks as targets one face-up \"Amazoness\" monster on its player's "
               "side and one face-up monster on the opponent's side; for the rest of the turn each "
               "has the other's original ATK (gains and losses still count on top). If either is no "
               "longer there face-up as it resolves, nothing is switched.")


def _my_amazoness(ctx):
    return [c for c in ctx.monsters("me", face_up=True) if my_face_up_amazoness(ctx, c)]


def _still_mine(ctx, card):
    return card.controller == ctx.player and my_face_up_amazoness(ctx, card)


def _their_face_up(ctx):
    return ctx.monsters("opp", face_up=True)


def _still_theirs(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller == ctx.opponent


def resolve(ctx):
    mine = ctx.target_group(0)
    theirs = ctx.target_group(1)
    if not mine or not theirs:
        return          # a switch needs both (Dramatic Rescue's ruling: the effect disappears)
    a, b = mine[0], theirs[0]
    atk_a, atk_b = ctx.original_atk(a), ctx.original_atk(b)
    ctx.set_stats(a, atk=atk_b, original=True)
    ctx.set_stats(b, atk=atk_a, original=True)


# the lasting original ATK is read by `Duel.original_stat` only in a duel holding a card that
# declares the tag (Shrink's 2005 text declares it too)
LASTING_TAGS = (L.SET_STATS,)

# The 2005 text (MFC-084: select 1 face-up "Amazoness" monster of yours and 1 face-up monster of
# your opponent's, switch their original ATK until the End Phase) does what today's does: no
# ERAS entry.
EFFECTS = [activate(resolve, target=[
    Target(_my_amazoness, filter=_still_mine, prompt="Amazoness Spellcaster: which Amazoness monster of yours?"),
    Target(_their_face_up, filter=_still_theirs, prompt="Amazoness Spellcaster: which monster of your opponent's?"),
])]
