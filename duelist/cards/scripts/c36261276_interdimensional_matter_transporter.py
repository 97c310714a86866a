"""Interdimensional Matter Transporter (36261276), Normal Trap."""
from duelist.cards.common import EVER, L, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: target a face-up monster you control and banish it; in the End "
               "Phase of that turn it comes back to its owner's field in the position it left.")


def mine_face_up(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller == ctx.player


def resolve(ctx):
    targets = ctx.targets
    if not targets:
        return
    monster = targets[0]
    position = monster.position
    if ctx.banish([monster]):
        # it comes back in this turn's End Phase, wherever this card went (no chain link)
        ctx.lasting(L.RETURN_TO_FIELD, monster, until=EVER, position=position)


EFFECTS = [
    activate(resolve, target=Target(lambda ctx: ctx.monsters("me", face_up=True), filter=mine_face_up,
                                    prompt="Interdimensional Matter Transporter: banish which monster?")),
]
