"""Ookazi (19523799), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: deals 800 damage to your opponent."

EFFECTS = [activate(lambda ctx: ctx.damage(ctx.opponent, 800), inflicts_damage="opponent")]
