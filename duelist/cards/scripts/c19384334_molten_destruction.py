"""Molten Destruction (19384334), Field Spell."""
from duelist.cards.common import attribute_is, field_spell

DESCRIPTION = "Field Spell: every face-up FIRE monster gains 500 ATK and loses 400 DEF."

EFFECTS = field_spell((attribute_is("FIRE"), 500, -400))
