"""Desert Sunlight (93747864), Normal Trap."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: every monster its player controls, face-down or in Attack Position, is "
               "changed to face-up Defense Position (a Flip effect a face-down one has starts).")


def _changeable(ctx, card):
    return card.position != S.FACEUP_DEFENSE and ctx.can_change_position(card, S.FACEUP_DEFENSE)


def _any(ctx):
    return ctx.any_card("monsters", _changeable)


def resolve(ctx):
    for card in ctx.cards_where("monsters", _changeable):
        ctx.change_position(card, S.FACEUP_DEFENSE)


# The 2005 text (AST: all monsters on your side of the field to face-up Defense Position) does what
# today's does: no ERAS entry. With no monster it could change it is not activated (our reading).
EFFECTS = [activate(resolve, condition=_any)]
