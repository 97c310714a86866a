"""Gravekeeper's Spear Soldier (63695531), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 4 DARK Spellcaster. When it attacks a Defense Position monster, the "
               "amount its ATK exceeds that monster's DEF is dealt to the opponent as battle "
               "damage.")

EFFECTS = [Effect(CONTINUOUS, tag="piercing", affects=lambda ctx, card: card is ctx.card, label="piercing")]
