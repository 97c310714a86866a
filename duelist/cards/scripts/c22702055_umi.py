"""Umi (22702055), Field Spell."""
from duelist.cards.common import field_spell, race_is

DESCRIPTION = ("Field Spell: face-up Fish, Sea Serpent, Thunder and Aqua monsters gain 200 ATK and DEF; "
               "face-up Machine and Pyro monsters lose 200 ATK and DEF.")

EFFECTS = field_spell((race_is("Fish", "Sea Serpent", "Thunder", "Aqua"), 200, 200),
                      (race_is("Machine", "Pyro"), -200, -200))
