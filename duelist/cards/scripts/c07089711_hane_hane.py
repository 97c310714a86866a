"""Hane-Hane (7089711), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, any_monster

DESCRIPTION = "Flip effect: when flipped face-up, one targeted monster on the field returns to the hand."

EFFECTS = [Effect(FLIP, resolve=lambda ctx: ctx.to_hand(ctx.targets),
                  target=Target(any_monster, prompt="Return which monster to the hand?"))]
