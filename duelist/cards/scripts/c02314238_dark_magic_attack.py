"""Dark Magic Attack (2314238), Normal Spell."""
from duelist.cards.common import activate, face_up_named
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DARK_MAGICIAN = 46986414

DESCRIPTION = ("Normal Spell: activated only while its player controls a face-up Dark Magician; "
               "every Spell and Trap the opponent controls, face-up or Set, is destroyed.")


def _theirs(ctx):
    return ctx.spells_traps("opp")


def condition(ctx):
    # the Dark Magician is a condition of the activation only: gone by the resolution, the
    # destruction still happens (kagamidori's reading: 【条件】 then 【効果】)
    return bool(_theirs(ctx)) and bool(face_up_named(ctx, DARK_MAGICIAN, who="me"))


def resolve(ctx):
    yield from ctx.destroy(_theirs(ctx))


EFFECTS = [activate(resolve, condition=condition, destroys=Destroys(_theirs))]
