"""Nobleman-Eater Bug (65878864), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, any_monster

DESCRIPTION = ("Flip effect: when flipped face-up, two targeted monsters on the field (either side, "
               "itself too) are destroyed; mandatory, and with fewer than two monsters to target it "
               "does nothing.")

EFFECTS = [Effect(FLIP, resolve=lambda ctx: ctx.destroy(ctx.targets), destroys=True,
                  target=Target(any_monster, count=2,
                                prompt="Nobleman-Eater Bug: destroy which 2 monsters?"),
                  label="destroy 2 monsters")]
