"""Vilepawn Archfiend (73219648), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, C, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 2 EARTH Fiend (1200/200). Its controller pays 500 LP in each of their Standby "
               "Phases (not optional; with fewer LP it is destroyed). As an effect of a card the "
               "opponent controls that targets it resolves, a die is rolled: on a 3 that effect is "
               "negated and that card destroyed. While it is face-up, its controller's other face-up "
               "\"Archfiend\" monsters are no attack targets for the opponent, Vilepawn Archfiends "
               "excepted.")

VILEPAWN = 73219648


def shielded(ctx, card):
    """Another face-up Archfiend monster of this card's controller, not a Vilepawn Archfiend."""
    return card is not ctx.card and card.location == S.MZONE and card.face_up and \
        card.controller == ctx.player and K.is_archfiend(card) and not ctx.is_named(card, VILEPAWN)


EFFECTS = [
    K.archfiend_upkeep(500),
    K.archfiend_die((3,)),
    Effect(CONTINUOUS, tag=C.CANNOT_BE_ATTACKED, affects=shielded, label="guards the other Archfiends"),
]
