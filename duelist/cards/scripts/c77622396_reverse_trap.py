"""Reverse Trap (77622396), Normal Trap."""
from duelist.cards.common import L, activate

DESCRIPTION = ("Normal Trap: until the end of this turn, effects that raise a monster's ATK or DEF "
               "lower it by that much instead, and effects that lower it raise it instead.")


def resolve(ctx):
    # one rule for the whole field, both players' monsters; a second copy the same turn
    # changes nothing more (the engine reads the rule as on or off)
    ctx.player_flag(ctx.player, L.REVERSE_STATS)


# OCG ruling: it does not itself change ATK/DEF, so it cannot be activated in the Damage Step
EFFECTS = [activate(resolve)]
