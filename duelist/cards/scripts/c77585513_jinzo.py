"""Jinzo (77585513), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 6 DARK Machine. While it is face-up on the field, nobody can activate Trap "
               "Cards, and the effects of Trap Cards on the field do not apply.")


def applies(ctx):
    """Its effects apply once its summon has succeeded: while it is still being summoned a
    Counter Trap (Solemn Judgment) may still negate that summon. Whether a face-up Skill
    Drain negates it is the engine's timestamp rule for negating effects."""
    return ctx.card not in ctx.summoning


EFFECTS = [
    Effect(CONTINUOUS, tag="no_trap_activation", condition=applies, label="no Trap activation"),
    Effect(CONTINUOUS, tag="negate_traps", condition=applies, label="Trap effects negated"),
]
