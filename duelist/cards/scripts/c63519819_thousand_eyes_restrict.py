"""Thousand-Eyes Restrict (63519819), Fusion Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 1 DARK Spellcaster Fusion (Relinquished + Thousand-Eyes Idol). While it is "
               "face-up, no other monster can attack or change its battle position. Once per turn "
               "its controller may pick a monster the opponent controls as the target and equip it "
               "to this card (one at a time); this card's ATK and DEF become those of the equipped "
               "monster, and if this card would be destroyed by battle, the equipped monster is "
               "destroyed instead.")


def others(ctx, card):
    return card is not ctx.card


def _effects(texts):
    return [
        Effect(CONTINUOUS, tag="cannot_attack", affects=others, label="other monsters cannot attack"),
        Effect(CONTINUOUS, tag="cannot_change_position", affects=others,
               label="other monsters cannot change position"),
    ] + K.absorb_effects("Thousand-Eyes Restrict", texts)


EFFECTS = _effects("current")

# the 2005 text (GOAT): a face-down monster it equips stays face-down, and its ATK and DEF
# become 0 (its 2005 printing says so; the previously official ruling on yugioh.pl)
ERAS = {"2005": {
    "DESCRIPTION": DESCRIPTION[:-1] + " (2005 text: a face-down monster is equipped face-down and "
                                      "gives it 0 ATK and 0 DEF).",
    "EFFECTS": _effects("2005"),
}}
