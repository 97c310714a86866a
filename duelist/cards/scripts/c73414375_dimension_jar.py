"""Dimension Jar (73414375), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Flip: both players, the Jar's controller first, pick as many as three cards from "
               "the other player's GY; then each player banishes the cards they picked.")


def resolve(ctx):
    picked = []     # (player, their picks): each player banishes their own (Kycoo bars only its opponent's)
    for p in (ctx.player, ctx.opponent):
        pile = [c for c in ctx.grave(1 - p) if not ctx.grave_guarded(c)]
        if not pile:
            continue
        chosen = yield from ctx.choose_cards(pile, min(3, len(pile)), minimum=0, player=p,
                                             prompt="Dimension Jar: banish up to 3 cards "
                                                    "from your opponent's GY")
        picked.append((p, chosen))
    for p, chosen in picked:
        if chosen:
            ctx.banish_by(p, chosen)


EFFECTS = [Effect(FLIP, resolve=resolve, label="each player banishes up to 3 cards")]
