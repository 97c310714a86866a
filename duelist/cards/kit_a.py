"""Shared helpers for helper a's card batch (Starter Deck: Yugi).

The shared verbs (summon position, shuffling, reveals) live in duelist/cards/common.py.
"""

from duelist.cards.common import (  # noqa: F401  (re-exported for this batch's cards)
    choose_summon_position, free_monster_zone, reveal_if_face_down, shuffle_deck)
from duelist.engine import state as S


def set_card_or_face_up(card_type):
    """A target filter: a face-down card in a Spell & Trap Zone (it might be one), or a
    face-up card of `card_type` ("Spell" or "Trap")."""
    def flt(ctx, card):
        if card.location not in (S.SZONE, S.FZONE):
            return False
        return not card.face_up or card.data.card_type == card_type
    return flt
