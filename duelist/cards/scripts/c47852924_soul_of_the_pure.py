"""Soul of the Pure (47852924), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: you gain 800 Life Points."

# The 2005 text (TP2) does what today's does: no ERAS entry.
EFFECTS = [activate(lambda ctx: ctx.recover(ctx.player, 800))]
