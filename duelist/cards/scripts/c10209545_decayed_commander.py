"""Decayed Commander (10209545), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect, H
from duelist.cards.summons import normal_summoned_self

DESCRIPTION = ("Level 4 EARTH Zombie (1000/1500). When it is Normal Summoned, its controller may "
               "Special Summon 1 Zombie Tiger from the hand. Each time its direct attack deals the "
               "opponent battle damage, one card chosen at random from the opponent's hand is discarded.")

ZOMBIE_TIGER = 47693640


def _tiger_in_hand(ctx):
    return any(ctx.can_special_summon(c) for c in K.copies_of(ctx, ZOMBIE_TIGER, ("hand",)))


def summon_tiger(ctx):
    yield from K.summon_copy(ctx, ZOMBIE_TIGER, ("hand",), "Decayed Commander: Special Summon which Zombie Tiger?")


# "When ... you can": an optional trigger that misses its timing; the 2005 DR1 / MFC print does
# what today's does: no ERAS entry
EFFECTS = [
    Effect(TRIGGER, events=H.SUMMONED, match=normal_summoned_self, optional=True, when=True,
           condition=_tiger_in_hand, resolve=summon_tiger, special_summons=True,
           label="Special Summon Zombie Tiger from the hand"),
    Effect(TRIGGER, events=H.DAMAGE, match=K.direct_battle_damage, resolve=K.random_discard,
           label="random discard", discards="opponent"),
]
