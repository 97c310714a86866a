"""Red Medicine (38199696), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: you gain 500 Life Points."

# The 2005 text (LOB) does what today's does: no ERAS entry.
EFFECTS = [activate(lambda ctx: ctx.recover(ctx.player, 500))]
