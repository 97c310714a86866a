"""Sonic Bird (57617178), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect

DESCRIPTION = ("Level 4 WIND Winged Beast (1400/1000). When it is Normal Summoned or Special Summoned, "
               "its controller may add 1 Ritual Spell from their Deck to their hand (an optional "
               "\"when\": it can miss the timing). A Flip Summon does nothing.")


def ritual_spell(card):
    return card.data.card_type == "Spell" and card.data.property == "Ritual"


def normal_or_special_summoned_self(ctx, ev):
    return ev.get("kind") in ("normal", "tribute", "special", "proc") and ev.get("cid") == ctx.card.cid and \
        ev.get("uid") == ctx.card.uid


def search(ctx):
    yield from K.search_deck(ctx, ritual_spell, "Sonic Bird: add which Ritual Spell?")


# The 2005 print (MRL-093: Normal Summoned or Special Summoned, you can add 1 Ritual Magic Card from
# your Deck) reads as today's: no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events="summoned", match=normal_or_special_summoned_self, optional=True, when=True,
           condition=lambda ctx: ctx.any_card("deck", lambda ctx, c: ritual_spell(c)), resolve=search,
           label="Normal or Special Summoned: add 1 Ritual Spell from the Deck"),
]
