"""Eatgaboon (42578427), Normal Trap."""
from duelist.cards.common import H, Target, activate, summoned_now

DESCRIPTION = ("Normal Trap: when your opponent Normal or Flip Summons a monster with 500 or less "
               "ATK, target it and destroy it.")


def _weak(ctx, card):
    return card.face_up and ctx.atk(card) <= 500


def summoned(ctx):
    # Normal (Tribute included) and Flip Summons, not Special Summons (yugioh-wiki.net 《ねずみ取り》)
    return [c for c in summoned_now(ctx, ("normal", "tribute", "flip")) if _weak(ctx, c)]


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [activate(resolve, target=Target(summoned, filter=_weak), destroys=True, answers=H.SUMMONED)]
