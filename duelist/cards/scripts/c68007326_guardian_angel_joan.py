"""Guardian Angel Joan (68007326), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H
from duelist.cards.scripts.c35809262_elemental_hero_flame_wingman import victim
from duelist.engine import state as S

DESCRIPTION = ("Level 7 LIGHT Fairy (2800/2000). When it destroys a monster by battle and that "
               "monster goes to the GY, its controller gains LP equal to that monster's original "
               "ATK (not optional; only while Joan is still on the field: nothing when both are "
               "destroyed).")


def resolve(ctx):
    destroyed = victim(ctx, ctx.event)
    if destroyed is not None and destroyed.location == S.GRAVE:
        ctx.recover(ctx.player, ctx.original_atk(destroyed))


# (the 2005 print, IOC-087, and today's do the same: a mandatory trigger; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.DAMAGE_STEP_END, range=(S.MZONE,),
                  match=lambda ctx, ev: victim(ctx, ev) is not None, resolve=resolve, damage_step=DS_ALWAYS,
                  label="gain LP equal to the destroyed monster's original ATK")]
