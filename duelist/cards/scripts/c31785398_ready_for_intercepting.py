"""Ready for Intercepting (31785398), Normal Trap."""
from duelist.cards.common import Target, activate, face_up_monsters, turnable_face_down
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: one targeted face-up Warrior or Spellcaster monster on the field (either "
               "side) is turned face-down in Defense Position.")


def warrior_or_spellcaster(ctx, card):
    return turnable_face_down(ctx, card) and ctx.race(card) in ("Warrior", "Spellcaster")


def resolve(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEDOWN_DEFENSE)


# The 2005 text and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, target=Target(face_up_monsters, filter=warrior_or_spellcaster,
                                           prompt="Ready for Intercepting: turn which monster face-down?"))]
