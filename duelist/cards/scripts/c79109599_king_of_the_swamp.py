"""King of the Swamp (79109599), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 WATER Aqua. It may stand in for any one Fusion Material that a Fusion "
               "Monster names by its card name (from the hand, the GY or the field, face-down "
               "too; not while it is face-up with its effects negated), though not for every "
               "material of one Fusion. You may also discard it from your hand to "
               "add 1 Polymerization from your Deck to your hand.")

FUSION_SUBSTITUTE = True      # read by engine/extra.py (material_sets)


def polymerization(ctx, card):
    return card.data.name == "Polymerization"


def discard_self(ctx):
    ctx.discard([ctx.card], "cost")


def search(ctx):
    yield from K.search_deck(ctx, lambda card: polymerization(ctx, card), "King of the Swamp: add Polymerization")


EFFECTS = [
    Effect(IGNITION, range=(S.HAND,), cost=discard_self, discard_cost=True,
           condition=lambda ctx: ctx.any_card("deck", polymerization),
           resolve=search, label="discard: add Polymerization"),
]
