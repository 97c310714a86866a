"""Respect Play (08951260), Continuous Trap."""
from duelist.cards.common import C, CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Trap: while it is face-up, each player plays with their whole hand "
               "revealed during their own turn.")


def turn_player(ctx, player):
    """The player whose turn it is: their hand is revealed (duel.py `Duel.hand_revealed`)."""
    return player == ctx.turn_player


# The 2005 print (PSV) does what today's text does: no ERAS entry.
EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag=C.HAND_REVEALED, affects=turn_player, label="the turn player's hand revealed"),
]
