"""Reckless Greed (37576645), Normal Trap."""
from duelist.cards.common import L, activate, uses

DESCRIPTION = "Normal Trap: draw 2 cards now, paid for by skipping your next 2 Draw Phases."


def condition(ctx):
    """An effect that makes its player draw cannot be activated without enough cards to draw."""
    return ctx.deck_count("me") >= 2


def resolve(ctx):
    ctx.draw(ctx.player, 2)
    # a lasting player rule: the engine skips this player's next 2 Draw Phases (engine/turn.py
    # `_skipped`: not entered at all)
    ctx.player_flag(ctx.player, L.SKIP_DRAW_PHASE, until=uses(2))


EFFECTS = [activate(resolve, condition=condition)]
