"""Draining Shield (43250041), Normal Trap."""
from duelist.cards.common import H, Target, activate
from duelist.cards.scripts.c62279055_magic_cylinder import attacker, still_theirs

DESCRIPTION = ("Normal Trap: when an opponent's monster declares an attack, target it: its attack "
               "is stopped and you gain LP equal to its ATK.")


def resolve(ctx):
    for card in ctx.targets:
        # "negate the attack, and if you do, gain LP"
        if ctx.negate_attack():
            ctx.recover(ctx.player, ctx.atk(card))


EFFECTS = [activate(resolve, target=Target(attacker, filter=still_theirs, prompt="Draining Shield: the attacker"),
                    answers=H.ATTACK)]
