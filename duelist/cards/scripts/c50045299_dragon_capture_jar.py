"""Dragon Capture Jar (50045299), Continuous Trap."""
from duelist.cards.common import CONTINUOUS, Effect, activate, race_is

DESCRIPTION = ("Continuous Trap: while face-up, every face-up Dragon monster on the field is in "
               "Defense Position and cannot change its battle position.")

_dragon = race_is("Dragon")

EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag="force_defense", affects=_dragon),
    Effect(CONTINUOUS, tag="cannot_change_position", affects=_dragon),
]
