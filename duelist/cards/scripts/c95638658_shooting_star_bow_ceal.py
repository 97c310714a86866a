"""Shooting Star Bow - Ceal (95638658), Equip Spell."""
from duelist.cards.common import CONTINUOUS, Effect, R, equip_spell

DESCRIPTION = ("Equip Spell for any face-up monster: it loses 1000 ATK, and it may attack the "
               "opponent directly even while they control monsters.")


def equipped(ctx, card):
    return ctx.related(R.EQUIP) is card


# (the 2005 text, DCR, and today's do the same: no ERAS entry)
EFFECTS = equip_spell(None, atk=-1000) + [
    Effect(CONTINUOUS, tag="direct_attack", affects=equipped, label="the equipped monster can attack directly"),
]
