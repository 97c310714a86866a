"""Curse of Anubis (66742250), Normal Trap."""
from duelist.cards.common import L, activate, own_turn
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: every face-up Effect Monster on the field (either side) is changed to "
               "Defense Position; until the end of your next turn their battle positions cannot be "
               "changed (by their controllers).")


def face_up_effect_monster(ctx, card):
    return card.face_up and "Effect" in (card.data.kinds or ())


def condition(ctx):
    return ctx.any_card("monsters", face_up_effect_monster, who="both")


def resolve(ctx):
    monsters = ctx.cards_where("monsters", face_up_effect_monster, who="both")
    for monster in monsters:
        if monster.position == S.FACEUP_ATTACK:
            ctx.change_position(monster, S.FACEUP_DEFENSE)
    for monster in monsters:
        if monster.location == S.MZONE and monster.face_up:
            ctx.lasting(L.CANNOT_CHANGE_POSITION, monster, until=own_turn(1))


# (the 2005 print, AST-105, "until the End Phase of your next turn", locks the same turns: no
# change of position by hand is made in an End Phase; no ERAS entry)
EFFECTS = [activate(resolve, condition=condition)]
