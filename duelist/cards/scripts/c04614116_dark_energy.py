"""Dark Energy (4614116), Equip Spell."""
from duelist.cards.common import equip_spell, race_is

DESCRIPTION = "Equip Spell for a Fiend monster only: it gains 300 ATK and 300 DEF."

EFFECTS = equip_spell(race_is("Fiend"), atk=300, defense=300)
