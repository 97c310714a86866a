"""Sogen (86318356), Field Spell."""
from duelist.cards.common import field_spell, race_is

DESCRIPTION = "Field Spell: every face-up Warrior and Beast-Warrior monster gains 200 ATK and DEF."

EFFECTS = field_spell((race_is("Warrior", "Beast-Warrior"), 200, 200))
