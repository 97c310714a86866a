"""Trap Hole (4206964), Normal Trap."""
from duelist.cards.common import H, Target, activate, summoned_now

DESCRIPTION = ("Normal Trap: when your opponent Normal or Flip Summons a monster with 1000 or "
               "more ATK, target it and destroy it.")


def summoned(ctx):
    return [c for c in summoned_now(ctx, ("normal", "tribute", "flip")) if c.face_up and ctx.atk(c) >= 1000]


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [activate(resolve, target=Target(summoned, filter=lambda ctx, c: ctx.atk(c) >= 1000 and c.face_up),
           destroys=True, answers=H.SUMMONED)]
