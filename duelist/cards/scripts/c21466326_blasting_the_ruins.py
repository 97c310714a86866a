"""Blasting the Ruins (21466326), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Trap that needs at least 30 cards in your own GY to be activated: your "
               "opponent takes 3000 damage.")


def condition(ctx):
    return len(ctx.grave("me")) >= 30


def resolve(ctx):
    ctx.damage(ctx.opponent, 3000)


# The 2005 text (IOC) and today's do the same: no ERAS entry. The count is a condition of the
# activation only (our reading: 【条件】 then 【効果】, as Dark Magic Attack's face-up Dark Magician).
EFFECTS = [activate(resolve, condition=condition, inflicts_damage="opponent")]
