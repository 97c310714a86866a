"""Curse of Anubis (66742250), Normal Trap."""
from duelist.cards.common import L, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: every face-up Effect Monster on the field (either side) is changed to "
               "Defense Position; for the rest of this turn their original DEF is 0 and their "
               "controllers cannot change their battle positions.")


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
            ctx.set_stats(monster, defense=0, original=True)
            ctx.lasting(L.CANNOT_CHANGE_POSITION, monster)


# (the OCG text, today's TCG text and the 2006 German review of the AST print agree: DEF 0 and the
# lock for the activation's turn only; no ERAS entry, the AST English print not seen: see the tests)
EFFECTS = [activate(resolve, condition=condition)]
# its lasting original DEF is read by `Duel.original_stat` only in a duel holding a card with the tag
LASTING_TAGS = (L.SET_STATS,)
