"""Book of Moon (14087893), Quick-Play Spell."""
from duelist.cards.common import C, Target, activate, face_up_monsters, turnable_face_down
from duelist.engine import state as S

DESCRIPTION = "Quick-Play Spell: one targeted face-up monster is turned face-down in Defense Position."


def resolve(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEDOWN_DEFENSE)


def no_light_of_intervention(ctx):
    """While Light of Intervention is face-up no monster can be turned face-down (OCG FAQ)."""
    return not ctx.applies(C.NO_MONSTER_SET)


EFFECTS = [activate(resolve, condition=no_light_of_intervention,
                    target=Target(face_up_monsters, filter=turnable_face_down, prompt="Turn which monster face-down?"))]
