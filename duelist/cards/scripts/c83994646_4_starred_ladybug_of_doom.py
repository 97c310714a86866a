"""4-Starred Ladybug of Doom (83994646), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Level 3 WIND Insect (800/1200). FLIP: each Level 4 monster face-up on the opponent's side is "
               "destroyed (nothing targeted; face-down monsters are left alone).")


def _level_4(ctx):
    return [c for c in ctx.monsters("opp", face_up=True) if ctx.level(c) == 4]


def resolve(ctx):
    yield from ctx.destroy(_level_4(ctx))


# The 2002 print (PSV) reads "all Level 4 monsters on your opponent's side of the field"; a face-down
# monster shows no Level, and the OCG text (yugioh-wiki.net) says face-up ones: the same effect in
# both eras, no ERAS entry (our reading).
EFFECTS = [Effect(FLIP, resolve=resolve, destroys=True, label="wipe out the opponent's face-up Level 4s")]
