"""Chaos Greed (97439308), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell for a player whose GY is empty while at least four cards they own "
               "are banished: they draw two.")


def _any(ctx, card):
    return True


def condition(ctx):
    return (not ctx.grave("me") and ctx.count_cards("banished", _any) >= 4
            and ctx.deck_count("me") >= 2)


EFFECTS = [activate(lambda ctx: ctx.draw(ctx.player, 2), condition=condition)]
