"""Negate Attack (14315573), Counter Trap."""
from duelist.cards.common import H, activate, attack_now

DESCRIPTION = ("Counter Trap answering an attack declared by an opponent's monster: the attack "
               "is stopped, and after that the opponent's Battle Phase is over.")


def opponent_attacks(ctx):
    attack = attack_now(ctx)
    return attack is not None and attack[0].controller != ctx.player


def resolve(ctx):
    ctx.negate_attack()
    ctx.end_battle_phase()      # "then": the Battle Phase ends even if the attacker has gone


EFFECTS = [activate(resolve, condition=opponent_attacks, answers=H.ATTACK)]
