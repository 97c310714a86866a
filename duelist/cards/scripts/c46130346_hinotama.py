"""Hinotama (46130346), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: your opponent takes 500 damage."

# The 2005 text (LOB) does what today's does: no ERAS entry.
EFFECTS = [activate(lambda ctx: ctx.damage(ctx.opponent, 500), inflicts_damage="opponent")]
