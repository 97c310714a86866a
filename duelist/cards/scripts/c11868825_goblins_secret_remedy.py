"""Goblin's Secret Remedy (11868825), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: you gain 600 Life Points."

# The 2005 text (LOB) does what today's does: no ERAS entry.
EFFECTS = [activate(lambda ctx: ctx.recover(ctx.player, 600))]
