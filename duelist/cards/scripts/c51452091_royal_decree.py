"""Royal Decree (51452091), Continuous Trap."""
from duelist.cards.common import CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Trap: as long as it stays face-up, the effects of every other Trap "
               "on the field do nothing (Traps can still be activated, but resolve without effect).")

EFFECTS = [
    activate(),
    # the engine negates every other face-up Trap on the field while it applies; whether it
    # applies against another negating effect (a second Royal Decree, Jinzo) is decided by
    # timestamps
    Effect(CONTINUOUS, tag="negate_traps", affects=lambda ctx, card: card is not ctx.card),
]
