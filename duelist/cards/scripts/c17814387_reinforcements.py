"""Reinforcements (17814387), Normal Trap."""
from duelist.cards.common import DS_ATK, Target, activate, face_up_monsters, is_face_up

DESCRIPTION = "Normal Trap: target 1 face-up monster; it gains 500 ATK until the end of this turn."


def resolve(ctx):
    for card in ctx.targets:
        ctx.modify(card, atk=500)


EFFECTS = [activate(resolve, target=Target(face_up_monsters, filter=is_face_up), damage_step=DS_ATK)]
