"""Witch Doctor of Chaos (75946257), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target

DESCRIPTION = ("Level 2 DARK Spellcaster. FLIP: it targets a monster in either player's GY and "
               "banishes it.")


def monsters_in_graves(ctx):
    return [c for c in ctx.grave("both") if c.data.card_type == "Monster"]


def resolve(ctx):
    if ctx.targets:
        ctx.banish(ctx.targets)


# (the 2005 text, IOC-016, and today's do the same: a targeting Flip effect; no ERAS entry)
EFFECTS = [Effect(FLIP, grave_banish=True, resolve=resolve,
                  target=Target(monsters_in_graves, prompt="Witch Doctor of Chaos: banish which monster?"),
                  label="banish a monster from a GY")]
