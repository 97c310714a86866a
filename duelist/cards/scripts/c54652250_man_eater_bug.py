"""Man-Eater Bug (54652250), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, any_monster

DESCRIPTION = "Flip effect: when flipped face-up, destroys one targeted monster on the field."

EFFECTS = [Effect(FLIP, resolve=lambda ctx: ctx.destroy(ctx.targets), target=Target(any_monster),
           destroys=True)]
