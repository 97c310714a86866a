"""Dimension Jar (73414375), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Flip: both players, the Jar's controller first, pick as many as three cards from "
               "the other player's GY; every card picked is then banished at once.")


def resolve(ctx):
    picked = []
    for p in (ctx.player, ctx.opponent):
        pile = [c for c in ctx.grave(1 - p) if not ctx.grave_guarded(c)]
        if not pile:
            continue
        chosen = yield from ctx.choose_cards(pile, min(3, len(pile)), minimum=0, player=p,
                                             prompt="Dimension Jar: banish up to 3 cards "
                                                    "from your opponent's GY")
        picked.extend(chosen)
    if picked:
        ctx.banish(picked)


EFFECTS = [Effect(FLIP, resolve=resolve, label="each player banishes up to 3 cards")]
