"""Jinzo (77585513), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 6 DARK Machine. While it is face-up on the field, nobody can activate Trap "
               "Cards, and the effects of Trap Cards on the field do not apply.")


# Its effects apply once its summon has succeeded: while it is still being summoned a Counter
# Trap (Solemn Judgment) may still negate that summon. That is the engine's rule for every
# monster (actions.py `_applying` passes by a card still being summoned), so the effects need
# no condition of their own; whether a face-up Skill Drain negates it is the engine's
# timestamp rule for negating effects.
EFFECTS = [
    Effect(CONTINUOUS, tag="no_trap_activation", label="no Trap activation"),
    Effect(CONTINUOUS, tag="negate_traps", label="Trap effects negated"),
]
