"""Luminous Spark (81777047), Field Spell."""
from duelist.cards.common import attribute_is, field_spell

DESCRIPTION = "Field Spell: every face-up LIGHT monster gains 500 ATK and loses 400 DEF."

EFFECTS = field_spell((attribute_is("LIGHT"), 500, -400))
