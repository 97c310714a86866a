"""Gale Lizard (77491079), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WATER Reptile (1400/700). FLIP: its controller targets 1 monster on the field "
               "(either side, any way up, itself too) and returns it to its owner's hand.")


def monsters_on_field(ctx):
    return ctx.monsters("both")


def on_field(ctx, card):
    return card.location == S.MZONE


def resolve(ctx):
    ctx.to_hand(ctx.targets)


# The 2005 text (IOC-008) and today's do the same (a target picked as it is activated): no ERAS entry.
EFFECTS = [Effect(FLIP, resolve=resolve, label="return a monster to the hand",
                  target=Target(monsters_on_field, filter=on_field,
                                prompt="Gale Lizard: return which monster to its owner's hand?"))]
