"""Restructer Revolution (99518961), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: the opponent takes 200 damage for each card in their hand, counted as it "
               "resolves.")


def resolve(ctx):
    count = len(ctx.hand("opp"))
    if count:
        ctx.damage(ctx.opponent, 200 * count)


# The 2005 text (the DB2 reprint: 200 damage for each card in the opponent's hand) does what today's
# does: no ERAS entry. With the opponent's hand empty it would do nothing: not activated (our reading).
EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("hand", lambda ctx, card: True, who="opp"),
                    inflicts_damage="opponent")]
