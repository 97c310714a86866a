"""Iron Blacksmith Kotetsu (73431236), Flip Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Level 2 FIRE Beast-Warrior (500/500). FLIP: its controller adds 1 Equip Spell from their "
               "Deck to their hand, shown to the opponent (not optional).")


def _equip_spell(card):
    return card.data.card_type == "Spell" and card.data.property == "Equip"


def resolve(ctx):
    yield from K.search_deck(ctx, _equip_spell, "Iron Blacksmith Kotetsu: add which Equip Spell?")


# The DCR-064 print (2004) and today's text do the same: no ERAS entry.
EFFECTS = [Effect(FLIP, resolve=resolve, label="add 1 Equip Spell from the Deck")]
