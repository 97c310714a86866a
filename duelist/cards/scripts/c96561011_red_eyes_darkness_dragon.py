"""Red-Eyes Darkness Dragon (96561011), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 9 DARK Dragon that is never Normal Summoned or Set: its player Special "
               "Summons it from the hand by Tributing 1 Red-Eyes Black Dragon they control. It is "
               "300 ATK stronger for each Dragon in its controller's GY.")

CANNOT_NORMAL_SUMMON = True
CANNOT_NORMAL_SET = True
SUMMON_CONDITION = "proc_only"

RED_EYES_BLACK_DRAGON = 74677422


def my_dragon(ctx, card):
    return card.data.is_monster and card.data.race == "Dragon"


def boost(ctx, card):
    return (300 * ctx.count_cards("grave", my_dragon), 0)


# The first TCG text (SD1, Dragon's Roar: Special Summoned only by Tributing 1 Red-Eyes B. Dragon
# on your side of the field; 300 ATK for each Dragon in your Graveyard) and today's do the same:
# no ERAS entry.
EFFECTS = [
    K.tribute_named_summon_proc(RED_EYES_BLACK_DRAGON, "Red-Eyes Black Dragon"),
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card, value=boost,
           label="300 ATK for each Dragon in your GY"),
]
