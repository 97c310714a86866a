"""Forest (87430998), Field Spell."""
from duelist.cards.common import field_spell, race_is

DESCRIPTION = "Field Spell: every face-up Insect, Beast, Plant and Beast-Warrior monster gains 200 ATK and DEF."

EFFECTS = field_spell((race_is("Insect", "Beast", "Plant", "Beast-Warrior"), 200, 200))
