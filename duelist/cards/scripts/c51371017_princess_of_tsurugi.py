"""Princess of Tsurugi (51371017), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Level 3 WIND Warrior. Flip effect: the opponent takes 500 damage for each Spell and "
               "Trap Card they control as it resolves (face-down ones and a Field Spell too).")


def resolve(ctx):
    count = len(ctx.spells_traps("opp"))
    if count:
        ctx.damage(ctx.opponent, 500 * count)


# (the 2005 text, MRD-086, and today's do the same: the cards are counted as it resolves; no
# ERAS entry)
EFFECTS = [Effect(FLIP, resolve=resolve, label="flip: 500 damage per opponent's Spell/Trap",
                  inflicts_damage="opponent")]
