"""Gale Lizard (77491079), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, any_monster

DESCRIPTION = ("Level 4 WATER Reptile (1400/700). FLIP: its controller targets 1 monster on the field "
               "(either side, any way up, itself too) and returns it to its owner's hand.")


# Hane-Hane's Flip effect (one targeted monster on the field to the hand), written the same way.
# The 2005 text (IOC-008) and today's do the same (a target picked as it is activated): no ERAS entry.
EFFECTS = [Effect(FLIP, resolve=lambda ctx: ctx.to_hand(ctx.targets), label="return a monster to the hand",
                  target=Target(any_monster, prompt="Gale Lizard: return which monster to its owner's hand?"))]
