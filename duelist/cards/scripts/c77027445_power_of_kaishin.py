"""Power of Kaishin (77027445), Equip Spell."""
from duelist.cards.common import equip_spell, race_is

DESCRIPTION = "Equip Spell for an Aqua monster only: it gains 300 ATK and 300 DEF."

# The 2005 text (LOB) does the same: no ERAS entry.
EFFECTS = equip_spell(race_is("Aqua"), atk=300, defense=300)
