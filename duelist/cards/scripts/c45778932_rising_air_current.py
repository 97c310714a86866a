"""Rising Air Current (45778932), Field Spell."""
from duelist.cards.common import attribute_is, field_spell

DESCRIPTION = "Field Spell: every face-up WIND monster gains 500 ATK and loses 400 DEF."

EFFECTS = field_spell((attribute_is("WIND"), 500, -400))
