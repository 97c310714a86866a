"""Interdimensional Matter Transporter (36261276), Normal Trap."""
from duelist.cards import kit_c as K
from duelist.cards.common import TRIGGER, Effect, Target, activate
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
        monster.info = {"transporter_cid": ctx.card.cid, "return_turn": ctx.duel.turn,
                        "position": position}


def waiting(ctx):
    out = []
    for p in (0, 1):
        for card in ctx.duel.players[p].banished:
            info = card.info
            if info and info.get("transporter_cid") == ctx.card.cid and \
                    info.get("return_turn") == ctx.duel.turn:
                out.append(card)
    return out


def come_back(ctx):
    for card in waiting(ctx):
        K.return_to_field(ctx, card, card.info["position"])


EFFECTS = [
    activate(resolve, target=Target(lambda ctx: ctx.monsters("me", face_up=True), filter=mine_face_up,
                                    prompt="Interdimensional Matter Transporter: banish which monster?")),
    Effect(TRIGGER, events="phase", range=(S.GRAVE,),
           match=lambda ctx, ev: ev.get("phase") == S.PHASE_END and bool(waiting(ctx)),
           resolve=come_back, label="return"),
]
