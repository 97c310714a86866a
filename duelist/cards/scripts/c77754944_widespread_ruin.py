"""Widespread Ruin (77754944), Normal Trap."""
from duelist.cards.common import H, activate, attack_now, take_one
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: answers an attack declared by an opponent's monster by destroying the "
               "one Attack Position monster that opponent controls with the highest ATK (its "
               "player picks among a tie); nothing is targeted.")


def opponent_attacks(ctx):
    attack = attack_now(ctx)
    return attack is not None and attack[0].controller != ctx.player


def resolve(ctx):
    attackers = [c for c in ctx.monsters("opp") if c.position == S.FACEUP_ATTACK]
    if not attackers:
        return
    top = max(ctx.atk(c) for c in attackers)
    highest = [c for c in attackers if ctx.atk(c) == top]
    card = yield from take_one(ctx, highest, "Widespread Ruin: destroy which monster (a tie)?")
    if card is not None:
        yield from ctx.destroy([card])


EFFECTS = [activate(resolve, condition=opponent_attacks, destroys=True, answers=H.ATTACK)]
