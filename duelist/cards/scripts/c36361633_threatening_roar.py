"""Threatening Roar (36361633), Normal Trap."""
from duelist.cards.common import L, activate

DESCRIPTION = ("Normal Trap: for the rest of this turn your opponent may not declare attacks "
               "(an attack already declared goes on).")


def resolve(ctx):
    # the player rule the docs describe (player flag "cannot_attack")...
    ctx.player_flag(ctx.opponent, L.CANNOT_ATTACK)
    # ...which the engine reads only per monster today: cover the monsters they have now
    # (a monster arriving later this turn is not covered: see the report)
    for card in ctx.monsters("opp"):
        ctx.lasting(L.CANNOT_ATTACK, card)


EFFECTS = [activate(resolve)]
