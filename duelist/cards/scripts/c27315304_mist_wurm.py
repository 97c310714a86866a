"""Mist Wurm (27315304), Synchro Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, Target
from duelist.cards.summons import synchro_summoned

DESCRIPTION = ("Level 9 WIND Thunder Synchro (1 Tuner + 2 or more non-Tuners). When it is Synchro "
               "Summoned you may target up to 3 cards your opponent controls and return them to the "
               "hand.")


def resolve(ctx):
    if ctx.targets:
        ctx.to_hand(ctx.targets)


EFFECTS = [Effect(TRIGGER, events="summoned", match=synchro_summoned, optional=True, when=True,
                  target=Target(lambda ctx: ctx.field("opp"), count=3, minimum=1,
                                prompt="Mist Wurm: return which cards to the hand?"),
                  resolve=resolve, label="Synchro Summoned: bounce up to 3 cards")]
