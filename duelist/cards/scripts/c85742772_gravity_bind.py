"""Gravity Bind (85742772), Continuous Trap."""
from duelist.cards.common import CONTINUOUS, Effect, activate
from duelist.cards.common import level_at_least

DESCRIPTION = ("Continuous Trap: while face-up, no monster of Level 4 or higher (either "
               "player's) can declare an attack.")

EFFECTS = [activate(), Effect(CONTINUOUS, tag="cannot_attack", affects=level_at_least(4))]
