"""Poison Mummy (43716289), Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = "Level 4 EARTH Zombie. Flip effect: 500 damage to the opponent."


# (the 2005 text, PGD-016, and today's do the same: no ERAS entry)
EFFECTS = [Effect(FLIP, resolve=lambda ctx: ctx.damage(ctx.opponent, 500), label="flip: 500 damage",
                  inflicts_damage="opponent")]
