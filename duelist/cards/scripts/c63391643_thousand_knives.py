"""Thousand Knives (63391643), Normal Spell."""
from duelist.cards.common import Target, activate, face_up_named, opp_monsters

DARK_MAGICIAN = 46986414

DESCRIPTION = ("Normal Spell that needs a face-up Dark Magician of yours to be activated: one "
               "monster of your opponent's (face-up or Set) is its target, and is destroyed.")


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
