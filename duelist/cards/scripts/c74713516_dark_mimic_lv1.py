"""Dark Mimic LV1 (74713516), Flip Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Level 1 DARK Fiend. When it is flipped face-up, its controller draws 1 card. In "
               "its controller's Standby Phase they may send it (face-up) to the GY to Special "
               "Summon a Dark Mimic LV3 from their hand or Deck.")

LV3 = 1102515


def flip(ctx):
    ctx.draw(ctx.player, 1)


EFFECTS = [
    Effect(FLIP, resolve=flip, label="draw 1"),
    # (its cost frees the zone LV3 takes: a full field does not stop it)
    K.standby_level_up(LV3, "Dark Mimic LV3", label="level up to Dark Mimic LV3"),
]
