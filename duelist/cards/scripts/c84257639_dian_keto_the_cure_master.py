"""Dian Keto the Cure Master (84257639), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: you gain 1000 Life Points."

EFFECTS = [activate(lambda ctx: ctx.recover(ctx.player, 1000))]
