"""Fiber Jar (78706415), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Level 3 EARTH Plant. When it is flipped face-up, every card on the field (itself "
               "too), in both hands and in both GYs goes back into its owner's Deck (an Extra Deck "
               "monster to the Extra Deck; a Token vanishes), the Decks are shuffled, and after "
               "that each player draws 5 cards. Banished cards stay banished.")

DRAW = 5


def resolve(ctx):
    order = (ctx.turn_player, 1 - ctx.turn_player)
    cards = ctx.field("both")
    for p in order:
        cards.extend(ctx.hand(p))
        cards.extend(ctx.grave(p))
    if cards:
        ctx.to_deck(cards)          # each owner's Deck shuffled
    ctx.then()                      # "then" both draw
    for p in order:
        ctx.draw(p, DRAW)


EFFECTS = [Effect(FLIP, resolve=resolve, label="everything back to the Decks, draw 5")]
