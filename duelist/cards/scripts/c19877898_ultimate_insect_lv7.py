"""Ultimate Insect LV7 (19877898), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.cards.scripts.c34830502_ultimate_insect_lv5 import came_from
from duelist.engine import state as S

DESCRIPTION = ("Level 7 WIND Insect. If an Ultimate Insect LV5's effect Special Summoned it, the "
               "opponent's monsters lose 700 ATK and 700 DEF while it is face-up on the field.")

LV5 = 34830502
_came_from_lv5 = came_from(LV5)


def weakened(ctx, card):
    return card.location == S.MZONE and card.controller != ctx.card.controller and _came_from_lv5(ctx)


# One meaning in both eras (the 2005 text, TLM: the same -700 ATK and DEF): no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag="stats", affects=weakened, value=lambda ctx, card: (-700, -700),
           label="the opponent's monsters lose 700 ATK and DEF (summoned by LV5)"),
]
