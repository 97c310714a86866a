"""Dark Hole (53129443), Normal Spell."""
from duelist.cards.common import activate, any_monster

DESCRIPTION = "Normal Spell: destroys every monster on the field, yours included."

EFFECTS = [activate(lambda ctx: ctx.destroy(ctx.monsters()), condition=lambda ctx: bool(any_monster(ctx)),
           destroys=True)]
