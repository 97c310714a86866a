"""Ultimate Insect LV5 (34830502), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.cards.scripts.c49441499_ultimate_insect_lv1 import level_up
from duelist.engine import state as S

DESCRIPTION = ("Level 5 WIND Insect. If an Ultimate Insect LV3's effect Special Summoned it, the "
               "opponent's monsters lose 500 ATK while it is face-up on the field. In its "
               "controller's Standby Phase they may send it (face-up) to the GY to Special Summon an "
               "Ultimate Insect LV7 from their hand or Deck; not in a turn it was Normal or Special "
               "Summoned or flipped face-up.")

LV3 = 34088136
LV7 = 19877898


def came_from(code):
    """Its summon was made by the monster effect of the card with passcode `code`."""
    def test(ctx):
        source = ctx.summoned_by(ctx.card)
        return source is not None and source[1] and source[0].code == code
    return test


_came_from_lv3 = came_from(LV3)


def weakened(ctx, card):
    return card.location == S.MZONE and card.controller != ctx.card.controller and _came_from_lv3(ctx)


# One meaning in both eras (the 2005 text, FET: the same -500 and level-up): no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag="stats", affects=weakened, value=lambda ctx, card: (-500, 0),
           label="the opponent's monsters lose 500 ATK (summoned by LV3)"),
    level_up(LV7, "Ultimate Insect LV7"),
]
