"""Mystical Space Typhoon (5318639), Quick-Play Spell."""
from duelist.cards.common import Target, activate, spells_traps_but_this
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = "Quick-Play Spell: destroys one targeted Spell or Trap on the field."


def resolve(ctx):
    yield from ctx.destroy(ctx.targets)


EFFECTS = [activate(resolve, target=Target(spells_traps_but_this, prompt="Destroy which Spell/Trap?"),
           destroys=DESTROYS_TARGETS)]
