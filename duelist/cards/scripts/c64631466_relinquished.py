"""Relinquished (64631466), Ritual Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 1 DARK Spellcaster Ritual Monster (Black Illusion Ritual). Once per turn its "
               "controller may pick a monster the opponent controls as the target and equip it to "
               "this card (one at a time); this card's ATK and DEF become those of the equipped "
               "monster, and if this card would be destroyed by battle, the equipped monster is "
               "destroyed instead. While it holds a monster, battle damage its controller takes "
               "from its battles is taken by the opponent too.")


def _holding(ctx, card):
    return card is ctx.card and K.absorbed(ctx) is not None


def _effects(texts):
    return K.absorb_effects("Relinquished", texts) + [
        # (Thousand-Eyes Restrict has no such clause)
        Effect(CONTINUOUS, tag=C.MIRROR_BATTLE_DAMAGE, affects=_holding,
               label="battle damage it brings you, your opponent takes too"),
    ]


EFFECTS = _effects("current")

# the 2005 text (GOAT, the Pegasus starter's): a face-down monster it equips stays face-down,
# and its ATK and DEF become 0
ERAS = {"2005": {
    "DESCRIPTION": DESCRIPTION[:-1] + " (2005 text: a face-down monster is equipped face-down and "
                                      "gives it 0 ATK and 0 DEF).",
    "EFFECTS": _effects("2005"),
}}
