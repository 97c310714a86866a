"""Invigoration (98374133), Equip Spell."""
from duelist.cards.common import attribute_is, equip_spell

DESCRIPTION = "Equip Spell for an EARTH monster only: it gains 400 ATK and loses 200 DEF."

EFFECTS = equip_spell(attribute_is("EARTH"), atk=400, defense=-200)
