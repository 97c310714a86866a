"""Just Desserts (24068492), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Trap: your opponent takes 500 damage for every monster they control."


def resolve(ctx):
    count = len(ctx.monsters("opp"))
    if count:
        ctx.damage(ctx.opponent, 500 * count)


EFFECTS = [activate(resolve, condition=lambda ctx: bool(ctx.monsters("opp")), inflicts_damage="opponent")]
