"""Umiiruka (82999629), Field Spell."""
from duelist.cards.common import attribute_is, field_spell

DESCRIPTION = "Field Spell: every face-up WATER monster gains 500 ATK and loses 400 DEF."

EFFECTS = field_spell((attribute_is("WATER"), 500, -400))
