"""Shared helpers for helper b's batch of card scripts (Starter Deck Kaiba and seed cards).

The shared verbs (summon position, shuffling) live in duelist/cards/common.py; this
module keeps what only this batch uses.
"""

from duelist.cards.common import choose_summon_position as ask_summon_position  # noqa: F401
from duelist.cards.common import shuffle_deck  # noqa: F401


def face_up_named(ctx, code, who="both"):
    """Face-up monsters on the field with passcode `code`."""
    return [c for c in ctx.monsters(who, face_up=True) if c.data.code == code or c.data.alias == code]
