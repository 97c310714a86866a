"""Really Eternal Rest (28121403), Normal Trap."""
from duelist.cards.common import activate
from duelist.cards.scripts.c95051344_eternal_rest import equipped_monsters

DESCRIPTION = ("Normal Trap: each monster on the field, on either side, that carries an Equip "
               "Card is destroyed (Eternal Rest as a Trap).")


def resolve(ctx):
    yield from ctx.destroy(equipped_monsters(ctx))


# The 2005 text (DCR) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: bool(equipped_monsters(ctx)), destroys=True)]
