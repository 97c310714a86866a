"""Magic Cylinder (62279055), Normal Trap."""
from duelist.cards.common import H, Target, activate, attack_now
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: when an opponent's monster declares an attack, target it: its attack "
               "is stopped and its controller takes damage equal to its ATK.")


def attacker(ctx):
    attack = attack_now(ctx)
    if attack is None or attack[0].controller == ctx.player:
        return []
    return [attack[0]]


def still_theirs(ctx, card):
    return card.location == S.MZONE and card.face_up and card.controller != ctx.player


def resolve(ctx):
    for card in ctx.targets:
        # "negate the attack, and if you do, inflict damage"
        if ctx.negate_attack():
            ctx.damage(ctx.opponent, ctx.atk(card))


EFFECTS = [activate(resolve, target=Target(attacker, filter=still_theirs, prompt="Magic Cylinder: the attacker"),
                    answers=H.ATTACK, inflicts_damage="opponent")]
