"""Card of Sanctity (42664989), Normal Spell."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: each player draws until they hold 6 cards (the turn player first); "
               "a player already holding 6 or more draws nothing.")


def _short(ctx, player):
    held = len(ctx.hand(player))
    if ctx.card.location == S.HAND and ctx.card.controller == player:
        held -= 1               # (asked before the activation: this card leaves the hand)
    return max(0, 6 - held)


def condition(ctx):
    """Someone has a card to draw, and each Deck can supply its player's draws (a draw card
    cannot be activated when the Deck cannot: the engine's rule, Card Destruction)."""
    need = (_short(ctx, 0), _short(ctx, 1))
    return bool(need[0] or need[1]) and ctx.deck_count(0) >= need[0] and ctx.deck_count(1) >= need[1]


def resolve(ctx):
    for p in (ctx.turn_player, 1 - ctx.turn_player):
        n = max(0, 6 - len(ctx.hand(p)))
        if n:
            ctx.draw(p, n)


EFFECTS = [activate(resolve, condition=condition)]
