"""Shared helpers for helper d's card batch (floodgates and alternate win conditions).

Level checks for "Level N or higher" floodgates, placing a card face-up in a Spell &
Trap Zone without activating it (Destiny Board), picking a summon position, and
shuffling a deck after a card was taken from it.
"""

from duelist.cards.common import (  # noqa: F401  (re-exported for this batch's cards)
    choose_summon_position, code_of, free_spell_zone as free_szone, place_face_up, shuffle_deck, take_one)
from duelist.engine import state as S





def level_at_least(n):
    """A filter: a face-up monster on the field whose Level is `n` or higher (monsters
    without a Level, Xyz and Link, never match)."""
    def flt(ctx, card):
        return card.location == S.MZONE and card.face_up and ctx.level(card) >= n
    return flt












def spirit_message_effects():
    """A Spirit Message has no effect of its own; without a face-up Destiny Board on its
    controller's field it is sent to the GY (a state check, no chain link)."""
    from duelist.engine.effects import STATE, Effect

    def board_gone(ctx):
        return not any(code_of(c) == 94212438 and c.face_up and c.activated
                       for c in ctx.spells_traps("me"))

    return [Effect(STATE, range=(S.SZONE,), condition=board_gone,
                   resolve=lambda ctx: ctx.send_to_grave([ctx.card]), label="no Destiny Board")]
