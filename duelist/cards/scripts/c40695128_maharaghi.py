"""Maharaghi (40695128), Spirit Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, H, spirit_return
from duelist.cards.scripts.c34853266_tsukuyomi import flipped_self
from duelist.cards.summons import normal_summoned_self

DESCRIPTION = ("Level 4 EARTH Rock Spirit (1200/1700); it can never be Special Summoned. Whenever it is "
               "Normal Summoned or turned face-up, its controller looks at the top card of their Deck "
               "and leaves it there or puts it at the bottom (not optional). In the End Phase of a turn "
               "in which it was Normal Summoned or turned face-up, it goes back to its owner's hand.")

SUMMON_CONDITION = "never"

PLACES = ["Leave it on top", "Put it at the bottom"]


def look(ctx):
    top = ctx.deck("me")[:1]
    if not top:
        return
    ctx.reveal(top, ctx.player)         # its controller alone sees it
    place = yield from ctx.choose_option(PLACES, "Maharaghi: where does your top card go?")
    if place == 1:
        ctx.to_deck(top, bottom=True)
    ctx.declare("effect", PLACES[place])


# The 2005 print (LOD-064: Summoned or flipped face-up, look at your top card and return it to the
# top or the bottom) reads as today's: no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events=H.SUMMONED, match=normal_summoned_self, resolve=look,
           label="Normal Summoned: top card on top or bottom"),
    Effect(TRIGGER, events="flipped", match=flipped_self, resolve=look,
           label="flipped: top card on top or bottom"),
    spirit_return(),
]
