"""Castle Walls (44209392), Normal Trap."""
from duelist.cards.common import DS_ATK, Target, activate, face_up_monsters, is_face_up

DESCRIPTION = ("Normal Trap: a chosen face-up monster's DEF rises by 500 for the rest of the turn "
               "(usable in the damage step up to damage calculation).")


def resolve(ctx):
    for card in ctx.targets:
        ctx.modify(card, defense=500)


EFFECTS = [activate(resolve, target=Target(face_up_monsters, filter=is_face_up), damage_step=DS_ATK)]
