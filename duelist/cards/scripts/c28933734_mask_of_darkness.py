"""Mask of Darkness (28933734), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, is_trap
from duelist.engine import state as S

DESCRIPTION = ("Level 2 DARK Fiend. When it is flipped face-up, its controller picks a Trap Card in "
               "their own GY as the target and puts it back into their hand.")


def own_grave(ctx):
    return ctx.grave("me")


def trap_in_own_grave(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and is_trap(card)


def resolve(ctx):
    ctx.to_hand(ctx.targets)


EFFECTS = [Effect(FLIP, resolve=resolve, label="Trap from GY to hand",
                  target=Target(own_grave, filter=trap_in_own_grave,
                                prompt="Mask of Darkness: return which Trap to your hand?"))]
