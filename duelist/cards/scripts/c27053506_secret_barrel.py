"""Secret Barrel (27053506), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Trap: burns the opponent for 200 LP per card they have in their hand and "
               "on their side of the field, counted when it resolves.")


def resolve(ctx):
    count = len(ctx.hand("opp")) + len(ctx.field("opp"))
    if count:
        ctx.damage(ctx.opponent, 200 * count)


EFFECTS = [activate(resolve, inflicts_damage="opponent")]
