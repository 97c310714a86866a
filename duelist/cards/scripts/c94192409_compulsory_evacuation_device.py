"""Compulsory Evacuation Device (94192409), Normal Trap."""
from duelist.cards.common import Target, activate, any_monster

DESCRIPTION = "Normal Trap: one targeted monster on the field returns to its owner's hand."

EFFECTS = [activate(lambda ctx: ctx.to_hand(ctx.targets),
                    target=Target(any_monster, prompt="Return which monster to the hand?"))]
