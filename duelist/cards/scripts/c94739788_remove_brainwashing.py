"""Remove Brainwashing (94739788), Continuous Trap."""
from duelist.cards.common import C, CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Trap: while it stays face-up, every monster on the field is controlled by "
               "its owner: a monster taken is given back at once and no control change away from "
               "the owner happens; once it stops applying, a player whose take still lasts (Snatch "
               "Steal still equipped, Change of Heart's turn not over) has the monster again.")

# the engine applies it (actions.py `_owner_rule`, `take_control`); the card is filed among the
# state checks' take-control cards, so their step runs while it is on the field, and opens the
# gate under which a control change asks whether it may happen (C.CONTROL_FIXED)
LASTING_TAGS = (C.TAKE_CONTROL, C.CONTROL_FIXED)

EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag=C.CONTROL_TO_OWNER, label="every monster is controlled by its owner"),
]
