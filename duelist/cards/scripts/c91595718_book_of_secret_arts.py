"""Book of Secret Arts (91595718), Equip Spell."""
from duelist.cards.common import equip_spell, race_is

DESCRIPTION = "Equip Spell for a Spellcaster monster only: it gains 300 ATK and 300 DEF."

EFFECTS = equip_spell(race_is("Spellcaster"), atk=300, defense=300)
