"""Yami (59197169), Field Spell."""
from duelist.cards.common import field_spell, race_is

DESCRIPTION = ("Field Spell: face-up Fiend and Spellcaster monsters gain 200 ATK and DEF; face-up "
               "Fairy monsters lose 200 ATK and DEF.")

EFFECTS = field_spell((race_is("Fiend", "Spellcaster"), 200, 200), (race_is("Fairy"), -200, -200))
