"""Power of Kaishin (77027445), Equip Spell."""
from duelist.cards.common import equip_spell, race_is

DESCRIPTION = "Equip Spell that only an Aqua monster may carry: its ATK and its DEF each rise by 300."

# The 2005 text (LOB) does the same: no ERAS entry.
EFFECTS = equip_spell(race_is("Aqua"), atk=300, defense=300)
