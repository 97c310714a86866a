"""Disarmament (20727787), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Trap: every face-up Equip Spell on the field, on either side, is "
               "destroyed (Equip Traps and monsters used as Equip Cards stay).")


def equip_spells(ctx):
    """The face-up Equip Spell Cards on the field (a Set card is not read as one: our reading)."""
    return [c for c in ctx.spells_traps("both") if c.face_up and c.data.card_type == "Spell"
            and c.data.property == "Equip"]


def resolve(ctx):
    yield from ctx.destroy(equip_spells(ctx))


# The 2005 text (MFC) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: bool(equip_spells(ctx)), destroys=True)]
