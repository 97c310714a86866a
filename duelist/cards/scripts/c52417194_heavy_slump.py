"""Heavy Slump (52417194), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Trap, activated only while the opponent holds 8 or more cards: they shuffle "
               "their whole hand into their Deck, then draw 2 cards.")

HAND_SIZE = 8


def opponent_holds_eight(ctx):
    return len(ctx.hand("opp")) >= HAND_SIZE


def resolve(ctx):
    # the hand as it is now (the condition is the activation's only: our reading of the text)
    hand = ctx.hand("opp")
    if hand:
        ctx.to_deck(hand)
    ctx.then()
    ctx.draw(ctx.opponent, 2)


# One meaning in both eras (the 2005 text: the same 8 cards, the whole hand shuffled in, 2 drawn):
# no ERAS entry.
EFFECTS = [activate(resolve, condition=opponent_holds_eight)]
