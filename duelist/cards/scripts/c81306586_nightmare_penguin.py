"""Nightmare Penguin (81306586), Flip Effect Monster."""
from duelist.cards.common import CONTINUOUS, FLIP, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WATER Aqua (900/1800). When it is flipped face-up, its controller picks "
               "one card the opponent controls (a monster or a Spell/Trap, face-up or Set) as the "
               "target and returns it to its owner's hand (an Extra Deck monster to the Extra Deck). "
               "While it is face-up on the field, every face-up WATER monster its controller has "
               "(itself included) gains 200 ATK.")


def opponents_cards(ctx):
    return ctx.field("opp")


def opponents_card(ctx, card):
    return card.location in (S.MZONE, S.SZONE, S.FZONE) and card.controller == ctx.opponent


def my_water(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller == ctx.player and \
        ctx.attribute(card) == "WATER"


EFFECTS = [
    Effect(FLIP, resolve=lambda ctx: ctx.to_hand(ctx.targets), label="return 1 opponent's card to the hand",
           target=Target(opponents_cards, filter=opponents_card,
                         prompt="Nightmare Penguin: return which card to the hand?")),
    Effect(CONTINUOUS, tag="stats", affects=my_water, value=lambda ctx, card: (200, 0),
           label="WATER monsters +200 ATK"),
]
