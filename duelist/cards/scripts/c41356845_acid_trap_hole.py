"""Acid Trap Hole (41356845), Normal Trap."""
from duelist.cards.common import Target, activate, any_monster
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: target 1 face-down Defense Position monster on the field and turn it "
               "face-up (its Flip effect starts); then, with 2000 or less DEF it is destroyed, "
               "otherwise it is turned face-down in Defense Position again.")


def _face_down(ctx, card):
    return card.position == S.FACEDOWN_DEFENSE


def resolve(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEUP_DEFENSE)
        if card.location != S.MZONE or not card.face_up:
            return
        ctx.then()
        if ctx.defense(card) <= 2000:
            yield from ctx.destroy([card])
        elif ctx.can_change_position(card, to=S.FACEDOWN_DEFENSE):
            ctx.change_position(card, S.FACEDOWN_DEFENSE)


EFFECTS = [activate(resolve, target=Target(any_monster, filter=_face_down,
                                           prompt="Acid Trap Hole: which face-down monster?"))]
