"""Goblin King (18590133), Effect Monster."""
from duelist.cards.common import CONTINUOUS, C, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 1 DARK Fiend. Its ATK and DEF are each 1000 times the number of other "
               "face-up Fiends on the field (either side). While its controller has another face-up "
               "Fiend, it cannot be attacked.")


def other_fiend(ctx, card):
    return card is not ctx.card and card.location == S.MZONE and card.face_up and ctx.race(card) == "Fiend"


def _stats(ctx, card):
    value = 1000 * ctx.count_cards("monsters", other_fiend, who="both")
    return (value, value)


def shielded(ctx, card):
    return card is ctx.card and ctx.any_card("monsters", other_fiend)


# (the 2005 print, Ancient Sanctuary AST-031, and today's text do the same: no ERAS entry)
EFFECTS = [
    Effect(CONTINUOUS, tag=C.SET_STATS, affects=lambda ctx, card: card is ctx.card, value=_stats,
           label="ATK/DEF: 1000 per other Fiend on the field"),
    Effect(CONTINUOUS, tag="cannot_be_attacked", affects=shielded, label="cannot be attacked beside a Fiend"),
]
