"""Morphing Jar (33508719), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Level 2 EARTH Rock. When it is flipped face-up, each player throws away every card "
               "in their hand, and after that each player draws 5 cards (even one whose hand was "
               "already empty).")

DRAW = 5


def resolve(ctx):
    order = (ctx.turn_player, 1 - ctx.turn_player)
    hands = []
    for p in order:
        hands.extend(ctx.hand(p))
    if hands:
        ctx.discard(hands)
    ctx.then()                 # "then" both draw: the discards are no longer the last thing
    for p in order:
        ctx.draw(p, DRAW)


EFFECTS = [Effect(FLIP, resolve=resolve, label="discard hands, draw 5", discards="both")]
