"""Vampiric Orchis (46571052), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect, H
from duelist.cards.summons import normal_summoned_self

DESCRIPTION = ("Level 4 EARTH Plant (1700/1000). When it is Normal Summoned, its controller may "
               "Special Summon 1 Des Dendle from the hand.")

DES_DENDLE = 12965761


def _dendle_in_hand(ctx):
    return any(ctx.can_special_summon(c) for c in K.copies_of(ctx, DES_DENDLE, ("hand",)))


def summon_dendle(ctx):
    yield from K.summon_copy(ctx, DES_DENDLE, ("hand",), "Vampiric Orchis: Special Summon which Des Dendle?")


# "When ... you can": an optional trigger that can miss its timing; the 2005 DR1 / MFC print does
# what today's does: no ERAS entry
EFFECTS = [
    Effect(TRIGGER, events=H.SUMMONED, match=normal_summoned_self, optional=True, when=True,
           condition=_dendle_in_hand, resolve=summon_dendle, special_summons=True,
           label="Special Summon Des Dendle from the hand"),
]
