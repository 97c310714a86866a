"""Z-Metal Tank (64500000), Union Effect Monster."""
from duelist.cards.common import UNION_2005, union

X_HEAD_CANNON = 62651957
Y_DRAGON_HEAD = 65622692

DESCRIPTION = ("Level 4 LIGHT Machine Union monster. Once per turn its controller can either equip "
               "it, as an Equip Card, to a face-up X-Head Cannon or Y-Dragon Head they control (a "
               "target), or unequip it and Special Summon it. The monster it equips gains 600 ATK "
               "and DEF; if that monster would be destroyed by battle or by a card effect, this "
               "card is destroyed instead.")

EFFECTS = union([X_HEAD_CANNON, Y_DRAGON_HEAD], 600, 600, name="Z-Metal Tank")

ERAS = {"2005": {
    "DESCRIPTION": ("Level 4 LIGHT Machine Union monster (2005 text). Once per turn in its "
                    "controller's Main Phase it can be equipped to their face-up X-Head Cannon or "
                    "Y-Dragon Head, or unequipped and Special Summoned in face-up Attack Position. "
                    "While its own effect equips it, that monster gains 600 ATK and DEF, and if "
                    "that monster would be destroyed by battle this card is destroyed instead. A "
                    "monster holds one Union monster at a time."),
    "EFFECTS": union([X_HEAD_CANNON, Y_DRAGON_HEAD], 600, 600, name="Z-Metal Tank", **UNION_2005),
}}
