"""Berserk Gorilla (39168895), Effect Monster."""
from duelist.cards.common import CONTINUOUS, STATE, C, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Beast, 2000 ATK / 1000 DEF. It destroys itself while it is face-up "
               "in Defense Position, and it must attack whenever it is able to (its controller "
               "still chooses whether to enter the Battle Phase).")


def _face_up_defense(ctx):
    card = ctx.card
    return card.location == S.MZONE and card.position == S.FACEUP_DEFENSE


def _destroy_itself(ctx):
    yield from ctx.destroy([ctx.card])     # no chain link: the state checks apply it


EFFECTS = [
    Effect(STATE, condition=_face_up_defense, resolve=_destroy_itself,
           label="destroyed in face-up Defense Position"),
    Effect(CONTINUOUS, tag=C.MUST_ATTACK, affects=lambda ctx, card: card is ctx.card,
           label="must attack if able"),
]
