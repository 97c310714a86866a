"""Exodia the Forbidden One (33396948), Effect Monster."""
from duelist.cards.common import WIN, Effect
from duelist.cards.common import code_of
from duelist.engine import state as S

DESCRIPTION = ("Effect Monster: a player who holds this card and the four Forbidden One limbs "
               "(both arms, both legs) in their hand at the same time wins the duel.")

PIECES = (33396948, 7902349, 70903634, 44519536, 8124921)   # head, left/right arm, left/right leg


def all_pieces_in_hand(ctx):
    held = set(code_of(c) for c in ctx.hand("me"))
    return all(piece in held for piece in PIECES)


EFFECTS = [Effect(WIN, range=(S.HAND,), condition=all_pieces_in_hand, value="exodia")]
