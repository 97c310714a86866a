"""Command Knight (10375182), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect, other_card
from duelist.engine import state as S

DESCRIPTION = ("Level 4 Warrior. Every Warrior its controller has face-up on the field (itself "
               "included) gains 400 ATK. While its controller has another monster, the opponent's "
               "monsters cannot choose it as an attack target.")


def my_warrior(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller == ctx.player and \
        ctx.race(card) == "Warrior"


def shielded(ctx, card):
    return card is ctx.card and ctx.any_card("monsters", other_card)


EFFECTS = [
    Effect(CONTINUOUS, tag="stats", affects=my_warrior, value=lambda ctx, card: (400, 0),
           label="Warriors +400"),
    Effect(CONTINUOUS, tag="cannot_be_attacked", affects=shielded, label="attack shield"),
]
