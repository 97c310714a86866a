"""Gravity Axe - Grarl (32022366), Equip Spell."""
from duelist.cards.common import CONTINUOUS, Effect, equip_spell

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 500 ATK. While this card is face-up "
               "on the field, the monsters its controller's opponent controls cannot change their "
               "battle positions (by their player: Flip Summons too; effects still change them).")


def opponents_monster(ctx, card):
    return card.controller == ctx.opponent


EFFECTS = equip_spell(None, atk=500) + [
    Effect(CONTINUOUS, tag="cannot_change_position", affects=opponents_monster,
           label="the opponent's monsters cannot change their battle positions"),
]
