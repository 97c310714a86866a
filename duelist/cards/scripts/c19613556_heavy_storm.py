"""Heavy Storm (19613556), Normal Spell."""
from duelist.cards.common import activate, spells_traps_but_this
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Normal Spell: wipes out every other card in both players' Spell & Trap Zones and "
               "Field Zones, face-up or Set.")


def resolve(ctx):
    yield from ctx.destroy(spells_traps_but_this(ctx))


# it needs at least one other Spell/Trap on the field to be activated
EFFECTS = [activate(resolve, condition=lambda ctx: bool(spells_traps_but_this(ctx)), destroys=Destroys(spells_traps_but_this))]
