"""Beastking of the Swamps (99426834), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect
from duelist.cards.scripts.c79109599_king_of_the_swamp import discard_self, polymerization
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WATER Aqua. Like King of the Swamp, it may stand in for any one Fusion "
               "Material that a Fusion Monster names by its card name (not for every material of one "
               "Fusion; not while it is face-up with its effects negated); and its controller may "
               "discard it from the hand to add 1 Polymerization from the Deck to the hand.")

FUSION_SUBSTITUTE = True      # read by engine/extra.py (material_sets)


def search(ctx):
    yield from K.search_deck(ctx, lambda card: polymerization(ctx, card),
                             "Beastking of the Swamps: add Polymerization")


# The 2005-era text (TP1) does what today's does (a substitute for one named material; discard: add
# Polymerization): no ERAS entry.
EFFECTS = [
    Effect(IGNITION, range=(S.HAND,), cost=discard_self, discard_cost=True,
           condition=lambda ctx: ctx.any_card("deck", polymerization),
           resolve=search, label="discard: add Polymerization"),
]
