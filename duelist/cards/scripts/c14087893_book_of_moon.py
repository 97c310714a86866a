"""Book of Moon (14087893), Quick-Play Spell."""
from duelist.cards.common import Target, activate, face_up_monsters, turnable_face_down
from duelist.engine import state as S

DESCRIPTION = "Quick-Play Spell: one targeted face-up monster is turned face-down in Defense Position."


def resolve(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEDOWN_DEFENSE)


# (while Light of Intervention applies no monster may be turned face-down: no target, so it
# cannot be activated, and a turn face-down it would make at resolution does not happen; the
# engine's `can_change_position` and `change_position`)
EFFECTS = [activate(resolve, target=Target(face_up_monsters, filter=turnable_face_down,
                                           prompt="Turn which monster face-down?"))]
