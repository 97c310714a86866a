"""Threatening Roar (36361633), Normal Trap."""
from duelist.cards.common import L, activate

DESCRIPTION = ("Normal Trap: for the rest of this turn your opponent may not declare attacks "
               "(an attack already declared goes on).")


def resolve(ctx):
    # a rule on the player (the engine's can_attack reads it for every monster they control,
    # one Summoned after it resolved too)
    ctx.player_flag(ctx.opponent, L.CANNOT_ATTACK)


EFFECTS = [activate(resolve)]
