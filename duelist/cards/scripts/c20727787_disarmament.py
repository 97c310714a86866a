"""Disarmament (20727787), Normal Trap."""
from duelist.cards.common import R, activate, is_spell

DESCRIPTION = ("Normal Trap: every face-up Equip Spell on the field, on either side, is "
               "destroyed, a monster card equipped as an Equip Card included (an equipped Union "
               "monster, a monster Thousand-Eyes Restrict holds); Equip Traps stay.")


def equip_spells(ctx):
    """The face-up Equip Spell Cards on the field: the printed ones, and a monster card equipped
    as an Equip Card, which is one while equipped (`is_spell` reads the type where the card is).
    A Set card is not read as one: our reading."""
    return [c for c in ctx.spells_traps("both") if c.face_up and is_spell(c)
            and (c.data.property == "Equip" or ctx.related(R.EQUIP, c) is not None)]


def resolve(ctx):
    yield from ctx.destroy(equip_spells(ctx))


# The 2005 text (MFC) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: bool(equip_spells(ctx)), destroys=True)]
