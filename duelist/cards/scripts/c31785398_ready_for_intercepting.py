"""Ready for Intercepting (31785398), Normal Trap."""
from duelist.cards.common import Target, activate, my_monsters, turnable_face_down
from duelist.engine import state as S

DESCRIPTION = "Normal Trap: one targeted face-up monster you control is turned face-down in Defense Position."


def resolve(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEDOWN_DEFENSE)


# The 2005 text (LOD) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, target=Target(my_monsters, filter=turnable_face_down,
                                           prompt="Ready for Intercepting: turn which monster face-down?"))]
