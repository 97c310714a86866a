"""Monk Fighter (3810071), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 3 EARTH Rock. Its controller takes no battle damage from battles it is in "
               "(the opponent still does).")

EFFECTS = [Effect(CONTINUOUS, tag="controller_no_battle_damage", affects=lambda ctx, card: card is ctx.card,
                  label="no battle damage to its controller")]
