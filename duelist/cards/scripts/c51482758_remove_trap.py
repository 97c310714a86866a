"""Remove Trap (51482758), Normal Spell."""
from duelist.cards.common import Target, activate, is_trap
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = "Normal Spell: destroys one chosen face-up Trap Card, on either side of the field."


def _face_up_traps(ctx):
    return ctx.spells_traps("both", face_up=True, include_field=False)


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [activate(resolve, target=Target(_face_up_traps, filter=lambda ctx, c: c.face_up and is_trap(c),
                                           prompt="Remove Trap: destroy which Trap?"), destroys=DESTROYS_TARGETS)]
