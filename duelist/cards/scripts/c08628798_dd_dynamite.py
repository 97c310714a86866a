"""D.D. Dynamite (8628798), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Trap: the opponent takes 300 damage for each card of theirs that is banished "
               "(face-up or face-down), counted as it resolves; activated only while they have one.")


def _any(ctx, card):
    return True


def resolve(ctx):
    count = ctx.count_cards("banished", _any, who="opp")
    if count:
        ctx.damage(ctx.opponent, 300 * count)


# (the 2005 print, DR3-EN177 / FET-EN057, "for each card of your opponent's removed from play",
# and today's "each of their banished cards": the same count; no ERAS entry)
EFFECTS = [activate(resolve, inflicts_damage="opponent", condition=lambda ctx: ctx.any_card("banished", _any, who="opp"))]
