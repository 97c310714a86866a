"""Nutrient Z (29389368), Normal Trap."""
from duelist.cards.common import DS_CALC, activate

DESCRIPTION = ("Normal Trap, during damage calculation only: when you are about to take 2000 or more "
               "battle damage from this battle, you gain 4000 LP before the damage is dealt.")


def condition(ctx):
    # the damage to come is the engine's own computation (Ctx.battle_damage_to_come: piercing,
    # doubling, a zero from Kuriboh or Waboku already applied), not one of this script's
    return ctx.in_damage_calculation and ctx.battle_damage_to_come(ctx.player) >= 2000


def resolve(ctx):
    ctx.recover(ctx.player, 4000)


# The 2005 text (LOD-096: activated only when you would take 2000 or more battle damage; 4000 LP
# before damage calculation) and today's TCG text do the same: no ERAS entry. (The OCG's later text,
# 《体力増強剤スーパーZ》, is a card activated beforehand whose gain applies once that turn: not played.)
EFFECTS = [activate(resolve, condition=condition, damage_step=DS_CALC)]
