"""Metalsilver Armor (33114323), Equip Spell."""
from duelist.cards.common import C
from duelist.cards.scripts.c07625614_raregold_armor import armor

DESCRIPTION = ("Equip Spell for any face-up monster: while it is equipped, the opponent's card effects "
               "cannot target any other monster its controller controls.")


def by_opponent(sctx, ctx):
    """(the `untargetable` value: an effect of the armor's controller's opponent, as King Dragun's)"""
    return ctx.player != sctx.player


# The 2005-era text (DR1-EN092, 2004) does the same: no ERAS entry.
EFFECTS = armor(C.UNTARGETABLE, "the other monsters are no targets of the opponent's effects", value=by_opponent)
