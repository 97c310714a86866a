"""Skull Dice (00126218), Normal Trap."""
from duelist.cards.common import DS_ATK, activate, is_face_up

DESCRIPTION = ("Normal Trap: roll a six-sided die; every face-up monster your opponent controls gets "
               "100 ATK and 100 DEF weaker per pip until the end of the turn (needs a face-up monster "
               "of theirs to be activated; usable in the damage step up to damage calculation).")


def resolve(ctx):
    # the die is rolled even if no monster is left to lose (it is the effect's first step);
    # only the monsters face-up at resolution lose (seed 000 §怪獸的表示形式)
    loss = ctx.roll_die() * 100
    for card in ctx.monsters("opp", face_up=True):
        ctx.modify(card, atk=-loss, defense=-loss)


EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("monsters", is_face_up, who="opp"),
                    damage_step=DS_ATK)]
