"""Reckless Greed (37576645), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Trap: draw 2 cards now, paid for by skipping your next 2 Draw Phases."


def condition(ctx):
    """An effect that makes its player draw cannot be activated without enough cards to draw."""
    return len(ctx.deck("me")) >= 2


def resolve(ctx):
    ctx.draw(ctx.player, 2)
    # a lingering player rule: the next 2 Draw Phases of this player are skipped
    # (the engine does not read it yet: see the report)
    ctx.player_flag(ctx.player, "skip_draw_phase", until=None, left=2)


EFFECTS = [activate(resolve, condition=condition)]
