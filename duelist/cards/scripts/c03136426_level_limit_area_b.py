"""Level Limit - Area B (3136426), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, Effect, activate
from duelist.cards.common import level_at_least

DESCRIPTION = ("Continuous Spell: while face-up, every face-up monster of Level 4 or higher on "
               "the field is turned to Defense Position and cannot be changed to Attack Position.")

affected = level_at_least(4)

EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag="force_defense", affects=affected),
    Effect(CONTINUOUS, tag="cannot_change_position", affects=affected),
]
