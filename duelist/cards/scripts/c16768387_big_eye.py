"""Big Eye (16768387), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Level 4 DARK Fiend. When it is flipped face-up, its controller looks at up to 5 "
               "cards from the top of their Deck (they say how many) and puts them back on top in "
               "the order they choose.")


def resolve(ctx):
    most = min(5, ctx.deck_count())
    if most == 0:
        return
    count = most
    if most > 1:
        labels = [str(n) for n in range(1, most + 1)]
        count = 1 + (yield from ctx.choose_option(labels, "Big Eye: look at how many cards from the top?"))
    yield from ctx.arrange_deck_top(ctx.player, ctx.deck("me")[:count])


# The 2005 English text ("up to 5 cards" from the top, back in any order) reads as today's: no ERAS entry.
EFFECTS = [Effect(FLIP, resolve=resolve, label="look at up to 5 top cards, put them back in any order")]
