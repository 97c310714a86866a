"""Red-Eyes Darkness Dragon (96561011), Effect Monster."""
from duelist.cards.common import CONTINUOUS, SUMMON_PROC, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 9 DARK Dragon that is never Normal Summoned or Set: its player Special "
               "Summons it from the hand by Tributing 1 Red-Eyes Black Dragon they control. It is "
               "300 ATK stronger for each Dragon in its controller's GY.")

CANNOT_NORMAL_SUMMON = True
CANNOT_NORMAL_SET = True
SUMMON_CONDITION = "proc_only"

RED_EYES_BLACK_DRAGON = 74677422


def red_eyes(ctx):
    """The Red-Eyes Black Dragons its player may Tribute for it, each leaving a zone it could
    take (every Main Monster Zone full: the Tribute frees one)."""
    return [c for c in ctx.tributable(ctx.monsters("me")) if ctx.is_named(c, RED_EYES_BLACK_DRAGON)
            and ctx.can_special_summon(ctx.card, proper=True, leaving=(c,))]


def proc_cost(ctx):
    chosen = yield from ctx.choose_cards(red_eyes(ctx), 1,
                                         prompt="Red-Eyes Darkness Dragon: Tribute which Red-Eyes Black Dragon?")
    ctx.send_to_grave(chosen, "tribute")


def my_dragon(ctx, card):
    return card.data.is_monster and card.data.race == "Dragon"


def boost(ctx, card):
    return (300 * ctx.count_cards("grave", my_dragon), 0)


# The first TCG text (SD1, Dragon's Roar: Special Summoned only by Tributing 1 Red-Eyes B. Dragon
# on your side of the field; 300 ATK for each Dragon in your Graveyard) and today's do the same:
# no ERAS entry.
EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), condition=lambda ctx: bool(red_eyes(ctx)), cost=proc_cost,
           frees_zone=True, label="Tribute 1 Red-Eyes Black Dragon"),
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card, value=boost,
           label="300 ATK for each Dragon in your GY"),
]
