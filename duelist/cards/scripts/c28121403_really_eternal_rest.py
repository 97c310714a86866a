"""Really Eternal Rest (28121403), Normal Trap."""
from duelist.cards.common import activate
from duelist.cards.scripts.c95051344_eternal_rest import equipped_monsters

DESCRIPTION = ("Normal Trap: every monster on the field with an Equip Card equipped to it, on "
               "either side, is destroyed.")


def resolve(ctx):
    yield from ctx.destroy(equipped_monsters(ctx))


# The 2005 text (DCR) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: bool(equipped_monsters(ctx)), destroys=True)]
