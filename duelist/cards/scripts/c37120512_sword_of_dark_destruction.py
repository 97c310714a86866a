"""Sword of Dark Destruction (37120512), Equip Spell."""
from duelist.cards.common import attribute_is, equip_spell

DESCRIPTION = "Equip Spell for a DARK monster only: it gains 400 ATK and loses 200 DEF."

EFFECTS = equip_spell(attribute_is("DARK"), atk=400, defense=-200)
