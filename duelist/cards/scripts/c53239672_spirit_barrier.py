"""Spirit Barrier (53239672), Continuous Trap."""
from duelist.cards.common import C, CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Trap: while it is face-up and you control a monster, you take no battle "
               "damage.")


def _any_monster(ctx, card):
    return True


def shielded(ctx, player):
    """Its controller, while they control a monster (face-down too)."""
    return player == ctx.player and ctx.any_card("monsters", _any_monster)


# The 2005 text (as long as you have a monster on your side of the field, you take no battle
# damage) does what today's does: no ERAS entry.
EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag=C.NO_BATTLE_DAMAGE, affects=shielded, label="no battle damage while you control a monster"),
]
