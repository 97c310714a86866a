"""Mystical Space Typhoon (5318639), Quick-Play Spell."""
from duelist.cards.common import Target, activate, spells_traps_but_this

DESCRIPTION = "Quick-Play Spell: destroys one targeted Spell or Trap on the field."


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [activate(resolve, target=Target(spells_traps_but_this, prompt="Destroy which Spell/Trap?"),
           destroys=True)]
