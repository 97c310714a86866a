"""Mystic Plasma Zone (18161786), Field Spell."""
from duelist.cards.common import attribute_is, field_spell

DESCRIPTION = "Field Spell: every face-up DARK monster gains 500 ATK and loses 400 DEF."

EFFECTS = field_spell((attribute_is("DARK"), 500, -400))
