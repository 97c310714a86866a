"""Ultimate Insect LV3 (34088136), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.cards.scripts.c49441499_ultimate_insect_lv1 import level_up
from duelist.engine import state as S

DESCRIPTION = ("Level 3 WIND Insect. If an Ultimate Insect LV1's effect Special Summoned it, the "
               "opponent's monsters lose 300 ATK while it is face-up on the field. In its "
               "controller's Standby Phase they may send it (face-up) to the GY to Special Summon an "
               "Ultimate Insect LV5 from their hand or Deck; not in a turn it was Normal or Special "
               "Summoned or flipped face-up.")

LV1 = 49441499
LV5 = 34830502


def came_from_lv1(ctx):
    source = ctx.summoned_by(ctx.card)
    return source is not None and source[1] and source[0].code == LV1


def weakened(ctx, card):
    return card.location == S.MZONE and card.controller != ctx.card.controller and came_from_lv1(ctx)


# One meaning in both eras (the 2005 text, RDS: the same -300 and level-up): no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag="stats", affects=weakened, value=lambda ctx, card: (-300, 0),
           label="the opponent's monsters lose 300 ATK (summoned by LV1)"),
    level_up(LV5, "Ultimate Insect LV5"),
]
