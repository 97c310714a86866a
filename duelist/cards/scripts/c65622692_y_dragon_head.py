"""Y-Dragon Head (65622692), Union Effect Monster."""
from duelist.cards.common import UNION_2005, union

X_HEAD_CANNON = 62651957

DESCRIPTION = ("Level 4 LIGHT Machine Union monster. Once per turn its controller can either equip "
               "it, as an Equip Card, to a face-up X-Head Cannon they control (a target), or "
               "unequip it and Special Summon it. The monster it equips gains 400 ATK and DEF; if "
               "that monster would be destroyed by battle or by a card effect, this card is "
               "destroyed instead.")

EFFECTS = union([X_HEAD_CANNON], 400, 400, name="Y-Dragon Head")

ERAS = {"2005": {
    "DESCRIPTION": ("Level 4 LIGHT Machine Union monster (2005 text). Once per turn in its "
                    "controller's Main Phase it can be equipped to their face-up X-Head Cannon, or "
                    "unequipped and Special Summoned in face-up Attack Position. While its own "
                    "effect equips it, that monster gains 400 ATK and DEF, and if that monster "
                    "would be destroyed by battle this card is destroyed instead. A monster holds "
                    "one Union monster at a time."),
    "EFFECTS": union([X_HEAD_CANNON], 400, 400, name="Y-Dragon Head", **UNION_2005),
}}
