"""Sakuretsu Armor (56120475), Normal Trap."""
from duelist.cards.common import Target, activate, attack_now
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: when an opponent's monster declares an attack, target that attacker "
               "and destroy it.")


def attacker(ctx):
    attack = attack_now(ctx)
    if attack is None or attack[0].controller == ctx.player:
        return []
    return [attack[0]]


def still_theirs(ctx, card):
    return card.location == S.MZONE and card.controller != ctx.player


def resolve(ctx):
    ctx.destroy(ctx.targets)


EFFECTS = [activate(resolve, target=Target(attacker, filter=still_theirs, prompt="Destroy the attacker?"))]
