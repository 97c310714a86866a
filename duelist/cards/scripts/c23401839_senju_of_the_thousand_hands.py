"""Senju of the Thousand Hands (23401839), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect

DESCRIPTION = ("Level 4 LIGHT Fairy. When it is Normal Summoned or Flip Summoned, its controller may "
               "add 1 Ritual Monster from their Deck to their hand (an optional \"when\": it can miss "
               "the timing).")


def ritual_monster(card):
    return card.data.card_type == "Monster" and "Ritual" in (card.data.kinds or ())


def normal_or_flip_summoned_self(ctx, ev):
    return ev.get("kind") in ("normal", "tribute", "flip") and ev.get("cid") == ctx.card.cid and \
        ev.get("uid") == ctx.card.uid


def search(ctx):
    yield from K.search_deck(ctx, ritual_monster, "Senju of the Thousand Hands: add which Ritual Monster?")


# The 2005 text (LOD) and today's do the same: no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events="summoned", match=normal_or_flip_summoned_self, optional=True, when=True,
           condition=lambda ctx: ctx.any_card("deck", lambda ctx, c: ritual_monster(c)), resolve=search,
           label="Normal or Flip Summoned: add 1 Ritual Monster from the Deck"),
]
