"""Kunai with Chain (37390589), Normal Trap."""
from duelist.cards.common import CONTINUOUS, DS_ATK, Effect, R, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap with two uses, picked when it is activated: push one of your opponent's "
               "Attack Position monsters into Defense Position, or hang it on one of your face-up "
               "monsters as an Equip Card worth 500 ATK.")


def opp_attackers(ctx):
    return [c for c in ctx.monsters("opp") if c.position == S.FACEUP_ATTACK]


def to_defense(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEUP_DEFENSE)


def equip(ctx):
    targets = ctx.targets
    if targets and ctx.card_still_here:
        ctx.equip(ctx.card, targets[0])


EFFECTS = [
    activate(to_defense, label="change to Defense Position",
             target=Target(opp_attackers, filter=lambda ctx, c: c.position == S.FACEUP_ATTACK
                           and ctx.duel.can_change_position(c))),     # never a Link Monster
    # seed 000 §陷阱卡: a Trap that becomes an Equip Card stays on the field as one
    activate(equip, label="equip", equips=True, damage_step=DS_ATK,
             target=Target(lambda ctx: ctx.monsters("me", face_up=True), filter=lambda ctx, c: c.face_up)),
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, c: ctx.related(R.EQUIP) is c,
           value=lambda ctx, c: (500, 0)),
]
