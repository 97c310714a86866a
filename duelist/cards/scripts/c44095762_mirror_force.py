"""Mirror Force (44095762), Normal Trap."""
from duelist.cards.common import H, activate, attack_now
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: answers an attack declared by an opponent's monster by wiping out "
               "every monster that opponent has in Attack Position.")


def opponent_attacks(ctx):
    attack = attack_now(ctx)
    return attack is not None and attack[0].controller != ctx.player


def resolve(ctx):
    yield from ctx.destroy([c for c in ctx.monsters("opp") if c.position == S.FACEUP_ATTACK])


EFFECTS = [activate(resolve, condition=opponent_attacks, destroys=True, answers=H.ATTACK)]
