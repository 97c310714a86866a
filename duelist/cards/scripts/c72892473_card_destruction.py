"""Card Destruction (72892473), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: both players discard their whole hands, then each draws as many "
               "cards as they discarded. It cannot be activated while either player's Deck holds "
               "fewer cards than that player would draw.")


def _other_cards(ctx, player):
    return [c for c in ctx.hand(player) if c is not ctx.card]


def condition(ctx):
    """Someone has a card to discard, and each player can draw as many cards as they would
    discard: an effect that makes a player draw cannot be activated when that player's
    Deck holds too few cards."""
    counts = [len(_other_cards(ctx, p)) for p in (0, 1)]
    if not any(counts):
        return False
    # (the two players written out, not all() over a generator: a frame each ask on PyPy)
    return ctx.deck_count(0) >= counts[0] and ctx.deck_count(1) >= counts[1]


def resolve(ctx):
    order = (ctx.turn_player, 1 - ctx.turn_player)
    hands = {p: ctx.hand(p) for p in order}
    ctx.discard(hands[order[0]] + hands[order[1]])
    ctx.then()                     # "then" each draws: the discards are no longer the last thing
    for p in order:
        if hands[p]:
            ctx.draw(p, len(hands[p]))


EFFECTS = [activate(resolve, condition=condition, discards="both")]
