"""Sakuretsu Armor (56120475), Normal Trap."""
from duelist.cards.common import H, Target, activate, attack_now

DESCRIPTION = ("Normal Trap: when an opponent's monster declares an attack, target that attacker "
               "and destroy it (nothing happens if it is no longer attacking by then).")


def attacker(ctx):
    attack = attack_now(ctx)
    if attack is None or attack[0].controller == ctx.player:
        return []
    return [attack[0]]


def still_attacking(ctx, card):
    """Still the opponent's attacking monster: one turned face-down, changed to Defense
    Position or whose attack was negated or stopped is no longer "the attacking monster"."""
    return card.controller != ctx.player and card is ctx.attacking_monster


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [activate(resolve, target=Target(attacker, filter=still_attacking, prompt="Destroy the attacker?"),
           destroys=True, answers=H.ATTACK)]
