"""Needle Worm (81843628), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Flip effect: the top 5 cards of the opponent's Deck go to the GY (all of them if "
               "fewer are left).")


def resolve(ctx):
    top = ctx.deck("opp")[:5]
    if top:
        ctx.send_to_grave(top, "effect")


# The 2005 text (MRL: FLIP, send the top 5 cards of the opponent's Deck to the Graveyard) reads as
# today's: no ERAS entry.
EFFECTS = [Effect(FLIP, resolve=resolve, label="the top 5 cards of the opponent's Deck to the GY")]
