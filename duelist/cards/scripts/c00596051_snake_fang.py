"""Snake Fang (596051), Normal Trap."""
from duelist.cards.common import DS_ATK, Target, activate, face_up_monsters, is_face_up

DESCRIPTION = ("Normal Trap (usable in the damage step, up to damage calculation): aimed at one "
               "face-up monster of either player, it cuts that monster's DEF by 500 for the rest "
               "of the turn (nothing if the monster is face-down by then).")


def resolve(ctx):
    for card in ctx.targets:
        ctx.modify(card, defense=-500)


# The 2005 text (MRL-050) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, damage_step=DS_ATK,
                    target=Target(face_up_monsters, filter=is_face_up, prompt="Snake Fang: which monster?"))]
