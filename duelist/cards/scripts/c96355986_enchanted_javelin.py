"""Enchanted Javelin (96355986), Normal Trap."""
from duelist.cards.common import H, Target, activate, opponents_attacker
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap answering an attack declared by an opponent's monster: that "
               "attacker is its target, and its player recovers as many LP as the attacker's ATK "
               "when this resolves.")


def still_theirs_face_up(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller != ctx.player


def resolve(ctx):
    for card in ctx.targets:
        ctx.recover(ctx.player, ctx.atk(card))


EFFECTS = [activate(resolve, target=Target(opponents_attacker, filter=still_theirs_face_up,
                                           prompt="Enchanted Javelin: the attacker"),
                    answers=H.ATTACK)]
