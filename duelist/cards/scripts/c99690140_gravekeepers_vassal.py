"""Gravekeeper's Vassal (99690140), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 3 DARK Spellcaster (700/500). The battle damage it inflicts to its "
               "controller's opponent is effect damage of its controller's, not battle damage.")


def itself(ctx, card):
    return card is ctx.card


# The 2005 text (PGD-063) does what today's does: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.BATTLE_DAMAGE_AS_EFFECT, affects=itself, label="battle damage as effect damage")]
