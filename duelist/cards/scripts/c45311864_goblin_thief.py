"""Goblin Thief (45311864), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = "Normal Spell: your opponent takes 500 damage and you gain 500 LP."


def resolve(ctx):
    ctx.damage(ctx.opponent, 500)
    ctx.recover(ctx.player, 500)


# The 2005 text (AST) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, inflicts_damage="opponent")]
