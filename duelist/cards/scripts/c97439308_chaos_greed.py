"""Chaos Greed (97439308), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell, activated only while 4 or more of your cards are banished and your GY "
               "is empty: draw 2 cards.")


def _any(ctx, card):
    return True


def condition(ctx):
    return (not ctx.grave("me") and ctx.count_cards("banished", _any) >= 4
            and ctx.deck_count("me") >= 2)


EFFECTS = [activate(lambda ctx: ctx.draw(ctx.player, 2), condition=condition)]
