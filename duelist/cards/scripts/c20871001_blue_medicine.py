"""Blue Medicine (20871001), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: you gain 400 Life Points."

# The 2005 text (TP1) does what today's does: no ERAS entry.
EFFECTS = [activate(lambda ctx: ctx.recover(ctx.player, 400))]
