"""Arsenal Bug (42364374), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect
from duelist.engine import state as S


DESCRIPTION = ("Level 3 EARTH Insect. While its controller has no other face-up Insect monster, its "
               "ATK and DEF become 1000.")


def other_face_up_insect(ctx, card):
    return card is not ctx.card and card.location == S.MZONE and card.face_up and ctx.race(card) == "Insect"


def alone(ctx, card):
    return card is ctx.card and not ctx.any_card("monsters", other_face_up_insect)


# (the 2005 text, PGD-007, and today's do the same: no ERAS entry)
EFFECTS = [Effect(CONTINUOUS, tag=C.SET_STATS, affects=alone, value=lambda ctx, card: (1000, 1000),
                  label="ATK/DEF 1000 without another face-up Insect")]
