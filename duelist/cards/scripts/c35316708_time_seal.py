"""Time Seal (35316708), Normal Trap."""
from duelist.cards.common import L, activate, uses

DESCRIPTION = "Normal Trap: your opponent skips their next Draw Phase."


def resolve(ctx):
    # a lasting player rule the engine spends at that player's next Draw Phase, which it does
    # not enter (engine/turn.py `_skipped`): a Draw Phase already begun this turn is not "next"
    ctx.player_flag(ctx.opponent, L.SKIP_DRAW_PHASE, until=uses(1))


EFFECTS = [activate(resolve)]
