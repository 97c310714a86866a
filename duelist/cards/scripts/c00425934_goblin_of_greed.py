"""Goblin of Greed (425934), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Effect Monster: while it is face-up on the field, neither player can activate a card "
               "or effect whose cost is discarding a card (Lightning Vortex, Magic Jammer, Tribute to "
               "the Doomed, Kuriboh...).")

EFFECTS = [Effect(CONTINUOUS, tag=C.NO_DISCARD_COST, label="no discard costs")]
