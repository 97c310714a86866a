"""Infinite Cards (94163677), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, C, Effect, activate

DESCRIPTION = "Continuous Spell: while it stays face-up, neither player has a limit on the cards in their hand."

# The engine reads the tag when the End Phase would make its turn player discard (engine/turn.py
# `hand_limit`): value None is no limit, for both players (no `affects`).
EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag=C.HAND_LIMIT, value=lambda ctx, player: None, label="no hand size limit"),
]
