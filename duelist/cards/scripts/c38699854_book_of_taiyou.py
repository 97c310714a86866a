"""Book of Taiyou (38699854), Normal Spell."""
from duelist.cards.common import Target, activate, any_monster
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: one targeted face-down monster on the field is turned face-up in "
               "Attack Position (a Flip effect it has starts).")


def _face_down(ctx, card):
    return not card.face_up and ctx.can_change_position(card, S.FACEUP_ATTACK)


def resolve(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEUP_ATTACK)


EFFECTS = [activate(resolve, target=Target(any_monster, filter=_face_down,
                                           prompt="Book of Taiyou: flip which face-down monster?"))]
