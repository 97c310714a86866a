"""Gaia Power (56594520), Field Spell."""
from duelist.cards.common import attribute_is, field_spell

DESCRIPTION = "Field Spell: every face-up EARTH monster gains 500 ATK and loses 400 DEF."

EFFECTS = field_spell((attribute_is("EARTH"), 500, -400))
