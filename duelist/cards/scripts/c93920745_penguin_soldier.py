"""Penguin Soldier (93920745), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, any_monster

DESCRIPTION = ("Flip effect: when flipped face-up, its controller may target one or two monsters on "
               "the field (itself too) and return them to their owners' hands.")

EFFECTS = [Effect(FLIP, optional=True, resolve=lambda ctx: ctx.to_hand(ctx.targets),
                  target=Target(any_monster, count=2, minimum=1,
                                prompt="Penguin Soldier: return which monsters to the hand (up to 2)?"),
                  label="return up to 2 monsters to the hand")]
