"""Manju of the Ten Thousand Hands (95492061), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, Effect
from duelist.cards.scripts.c23401839_senju_of_the_thousand_hands import normal_or_flip_summoned_self, ritual_monster

DESCRIPTION = ("Level 4 LIGHT Fairy. When it is Normal Summoned or Flip Summoned, its controller may "
               "add 1 Ritual Monster or 1 Ritual Spell from their Deck to their hand (an optional "
               "\"when\": it can miss the timing).")


def ritual_card(card):
    return ritual_monster(card) or (card.data.card_type == "Spell" and card.data.property == "Ritual")


def search(ctx):
    yield from K.search_deck(ctx, ritual_card, "Manju of the Ten Thousand Hands: add which Ritual card?")


# The 2005 text (DB1/RDS-era print: "when this card is Normal Summoned or Flip Summoned, you can add
# 1 Ritual Monster or 1 Ritual Spell Card") and today's do the same: no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events="summoned", match=normal_or_flip_summoned_self, optional=True, when=True,
           condition=lambda ctx: ctx.any_card("deck", lambda ctx, c: ritual_card(c)), resolve=search,
           label="Normal or Flip Summoned: add 1 Ritual Monster or Ritual Spell from the Deck"),
]
