"""Dark Mirror Force (20522190), Normal Trap."""
from duelist.cards.common import H, activate, attack_now
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: answers an attack declared by an opponent's monster by banishing "
               "every monster that opponent has in Defense Position (face-up or face-down).")


def opponent_attacks(ctx):
    attack = attack_now(ctx)
    return attack is not None and attack[0].controller != ctx.player


def resolve(ctx):
    ctx.banish([c for c in ctx.monsters("opp") if c.position in (S.FACEUP_DEFENSE, S.FACEDOWN_DEFENSE)])


EFFECTS = [activate(resolve, condition=opponent_attacks, answers=H.ATTACK)]
