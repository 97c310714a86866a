"""Needle Burrower (98162242), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H
from duelist.cards.scripts.c35809262_elemental_hero_flame_wingman import victim
from duelist.engine import state as S

DESCRIPTION = ("Level 5 DARK Machine (1700/1700). When it destroys an opponent's monster by battle "
               "and that monster goes to the GY, the opponent takes 500 damage for each Level of "
               "that monster (not optional; only while this card is still on the field).")


def resolve(ctx):
    destroyed = victim(ctx, ctx.event)
    if destroyed is not None and destroyed.location == S.GRAVE:
        ctx.damage(ctx.opponent, 500 * (destroyed.data.level or 0))


# The 2005 text (AST-020) and today's do the same: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events=H.DAMAGE_STEP_END, range=(S.MZONE,),
                  match=lambda ctx, ev: victim(ctx, ev) is not None, resolve=resolve, damage_step=DS_ALWAYS,
                  label="500 damage per Level of the destroyed monster", inflicts_damage="opponent")]
