"""Acid Rain (21323861), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: every face-up Machine monster on the field, on either side, is destroyed."


def _machines(ctx):
    return [c for c in ctx.monsters("both", face_up=True) if ctx.race(c) == "Machine"]


def resolve(ctx):
    yield from ctx.destroy(_machines(ctx))


# First printed after 2005 (DL8, 2008): no 2005 text, so no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: bool(_machines(ctx)), destroys=True)]
