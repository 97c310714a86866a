"""Freezing Beast (85359414), Union Effect Monster."""
from duelist.cards.common import UNION_2005
from duelist.cards.scripts.c59364406_burning_beast import rock_beast_effects

BURNING_BEAST = 59364406

DESCRIPTION = ("Level 4 WATER Aqua Union monster (1500/1000). Once per turn its controller can either "
               "equip it, as an Equip Card, to a face-up Burning Beast they control (a target), or "
               "unequip it and Special Summon it; if that monster would be destroyed by battle or by a "
               "card effect, this card is destroyed instead. While its own effect equips it, each time "
               "the equipped monster deals the opponent battle damage, 1 face-down Spell or Trap on the "
               "field is targeted and destroyed (not optional).")

# Both texts: the destruction only while its own effect equipped it (the OCG text 《氷岩魔獣》); the 2005
# Union rules in the ERAS entry.
EFFECTS = rock_beast_effects(BURNING_BEAST, "Freezing Beast", False)

ERAS = {"2005": {
    "DESCRIPTION": ("Level 4 WATER Aqua Union monster (1500/1000) (2005 text). Once per turn in its "
                    "controller's Main Phase it can be equipped to their face-up Burning Beast, or "
                    "unequipped and Special Summoned in face-up Attack Position; if that monster would be "
                    "destroyed by battle this card is destroyed instead; a monster holds one Union monster "
                    "at a time. While its own effect equips it, each time the equipped monster deals the "
                    "opponent battle damage, 1 face-down Spell or Trap on the field is destroyed."),
    "EFFECTS": rock_beast_effects(BURNING_BEAST, "Freezing Beast", False, **UNION_2005),
}}
