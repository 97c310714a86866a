"""Cemetary Bomb (51394546), Normal Trap."""
from duelist.cards.common import activate


def _any(ctx, card):
    return True


def resolve(ctx):
    count = len(ctx.grave("opp"))
    if count:
        ctx.damage(ctx.opponent, 100 * count)


DESCRIPTION = ("Normal Trap: burns the opponent 100 for every card lying in their GY, counted as "
               "it resolves (not activated while that GY holds no card).")

EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("grave", _any, who="opp"),
                    inflicts_damage="opponent")]
