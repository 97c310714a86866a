"""Zero Gravity (83133491), Normal Trap."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: every face-up monster on the field changes its battle position: face-up "
               "Attack to face-up Defense, face-up Defense to face-up Attack (face-down ones stay).")

_OTHER = {S.FACEUP_ATTACK: S.FACEUP_DEFENSE, S.FACEUP_DEFENSE: S.FACEUP_ATTACK}


def changeable(ctx, card):
    to = _OTHER.get(card.position)
    return to is not None and ctx.can_change_position(card, to)


def condition(ctx):
    # (our reading: a card that could change nothing cannot be activated)
    return ctx.any_card("monsters", changeable, who="both")


def resolve(ctx):
    for card in ctx.cards_where("monsters", changeable, who="both"):
        ctx.change_position(card, _OTHER[card.position])


EFFECTS = [activate(resolve, condition=condition)]
