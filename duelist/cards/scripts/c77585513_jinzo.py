"""Jinzo (77585513), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 6 DARK Machine. While it is face-up on the field, nobody can activate Trap "
               "Cards, and the effects of Trap Cards on the field do not apply.")


def applies(ctx):
    """Its effects apply once its summon has succeeded: while it is still being summoned a
    Counter Trap (Solemn Judgment) may still negate that summon. They do not apply while a
    face-up Skill Drain negates it (Skill Drain cannot be activated while Jinzo applies, so
    a Skill Drain face-up together with Jinzo always came first, and wins). The engine does
    not check that for "negate_traps" itself, hence the explicit check here."""
    return ctx.card not in ctx.duel.summoning and not ctx.duel.is_negated(ctx.card)


EFFECTS = [
    Effect(CONTINUOUS, tag="no_trap_activation", condition=applies, label="no Trap activation"),
    Effect(CONTINUOUS, tag="negate_traps", condition=applies, label="Trap effects negated"),
]
