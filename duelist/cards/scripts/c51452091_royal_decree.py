"""Royal Decree (51452091), Continuous Trap."""
from duelist.cards.common import CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Trap: as long as it stays face-up, the effects of every other Trap "
               "on the field do nothing (Traps can still be activated, but resolve without effect).")

EFFECTS = [
    activate(),
    # the engine negates every other face-up Trap on the field while it applies; whether it
    # applies against another negating effect (a second Royal Decree, Jinzo) is decided by
    # timestamps
    # (every other Trap: a card never negates itself, the engine's rule for every negating
    # effect, actions.py `_negates`; no `affects` of its own)
    Effect(CONTINUOUS, tag="negate_traps"),
]
