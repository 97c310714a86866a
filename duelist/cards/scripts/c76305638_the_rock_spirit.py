"""The Rock Spirit (76305638), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, SUMMON_PROC, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Rock (1700/1000) that is never Normal Summoned or Set: it is Special "
               "Summoned from the hand by banishing 1 EARTH monster from its owner's GY. During its "
               "controller's opponent's Battle Phase it gains 300 ATK.")

CANNOT_NORMAL_SUMMON = True
SUMMON_CONDITION = "proc_only"


def earths(ctx):
    return K.grave_monsters(ctx, "me", lambda c: c.data.attribute == "EARTH")


def proc_cost(ctx):
    yield from K.banish_cost(ctx, earths, 1, "The Rock Spirit: banish 1 EARTH monster")


def _gain(ctx, card):
    if ctx.phase == S.PHASE_BATTLE and ctx.turn_player != ctx.player:
        return (300, 0)
    return (0, 0)


# The 2005 print (LON-EN069: Special Summoned only by removing from play 1 EARTH monster of your GY;
# +300 ATK during the opponent's Battle Phase) and today's text do the same: no ERAS entry.
EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), grave_banish="own", condition=lambda ctx: bool(earths(ctx)),
           cost=proc_cost, label="banish 1 EARTH monster"),
    Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=_gain,
           label="+300 ATK in the opponent's Battle Phase"),
]
