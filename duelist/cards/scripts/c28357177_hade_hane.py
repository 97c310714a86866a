"""Hade-Hane (28357177), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, any_monster

DESCRIPTION = ("Level 5 EARTH Beast (900/1000). Flip effect: target 1 to 3 monsters on the field "
               "(either side, itself too) and return them to their owners' hands.")


def resolve(ctx):
    if ctx.targets:
        ctx.to_hand(ctx.targets)


# (the 2005 print, SOD-EN032, "select up to 3 monsters on the field", and today's "target up to 3"
# do the same; no ERAS entry)
EFFECTS = [Effect(FLIP, resolve=resolve, target=Target(any_monster, count=3, minimum=1,
                                                       prompt="Hade-Hane: return which monsters (up to 3)?"),
                  label="return up to 3 monsters to the hand")]
