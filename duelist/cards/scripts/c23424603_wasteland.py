"""Wasteland (23424603), Field Spell."""
from duelist.cards.common import field_spell, race_is

DESCRIPTION = "Field Spell: every face-up Dinosaur, Zombie and Rock monster gains 200 ATK and DEF."

EFFECTS = field_spell((race_is("Dinosaur", "Zombie", "Rock"), 200, 200))
