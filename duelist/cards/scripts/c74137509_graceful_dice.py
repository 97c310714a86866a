"""Graceful Dice (74137509), Quick-Play Spell."""
from duelist.cards.common import DS_ATK, activate, is_face_up

DESCRIPTION = ("Quick-Play Spell: roll a six-sided die; every face-up monster you control gets 100 ATK "
               "and 100 DEF stronger per pip until the end of the turn (needs a face-up monster of "
               "yours to be activated; usable in the damage step up to damage calculation).")


def resolve(ctx):
    # the die is rolled even if no monster is left to gain (it is the effect's first step);
    # only the monsters face-up at resolution gain (seed 000 §怪獸的表示形式)
    boost = ctx.roll_die() * 100
    for card in ctx.monsters("me", face_up=True):
        ctx.modify(card, atk=boost, defense=boost)


EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("monsters", is_face_up), damage_step=DS_ATK)]
