"""Meteor of Destruction (33767325), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell: deals 1000 damage to your opponent; it cannot be activated while "
               "they have 3000 LP or less (once activated, it deals the damage anyway).")

EFFECTS = [activate(lambda ctx: ctx.damage(ctx.opponent, 1000), condition=lambda ctx: ctx.lp(ctx.opponent) > 3000,
                    inflicts_damage="opponent")]
