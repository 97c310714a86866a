"""Dimensional Fissure (81674782), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Spell: while face-up, any monster that would be sent to a GY is "
               "banished instead; Spells and Traps still go to the GY.")

EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag="banish_instead", affects=lambda ctx, card: card.data.card_type == "Monster"),
]
