"""Chorus of Sanctuary (81380218), Field Spell."""
from duelist.cards.common import field_spell
from duelist.engine import state as S

DESCRIPTION = "Field Spell: every face-up Defense Position monster on the field, either player's, gains 500 DEF."


def _face_up_defense(ctx, card):
    return card.position == S.FACEUP_DEFENSE


EFFECTS = field_spell((_face_up_defense, 0, 500))
