"""Thousand Knives (63391643), Normal Spell."""
from duelist.cards.common import Target, activate, face_up_named, opp_monsters

DARK_MAGICIAN = 46986414

DESCRIPTION = ("Normal Spell: activated only while you control a face-up Dark Magician; target 1 "
               "monster your opponent controls (face-up or Set) and destroy it.")


def condition(ctx):
    # the Dark Magician is a condition of the activation only: gone by the resolution, the
    # monster is still destroyed (our reading, as Dark Magic Attack's)
    return bool(face_up_named(ctx, DARK_MAGICIAN, who="me"))


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


# The 2005 text (PCY: "only when you have Dark Magician face-up on your side") and today's do
# the same: no ERAS entry.
EFFECTS = [activate(resolve, condition=condition, destroys=True,
                    target=Target(opp_monsters, prompt="Thousand Knives: destroy which monster?"))]
