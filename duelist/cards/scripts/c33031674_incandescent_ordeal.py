"""Incandescent Ordeal (33031674), Ritual Spell."""
from duelist.cards.common import activate
from duelist.cards.summons import ritual_summon, ritual_targets

DESCRIPTION = ("Ritual Spell for Legendary Flame Lord: Tribute monsters from your hand or your side "
               "of the field (face-down ones too) whose Levels add up to 7 or more, then Ritual "
               "Summon Legendary Flame Lord from your hand.")

LEGENDARY_FLAME_LORD = (60258960,)


def condition(ctx):
    return bool(ritual_targets(ctx, LEGENDARY_FLAME_LORD))


def resolve(ctx):
    yield from ritual_summon(ctx, LEGENDARY_FLAME_LORD)


# (the 2005 print, Dark Crisis DCR-085, and today's do the same; no ERAS entry)
EFFECTS = [activate(resolve, special_summons=True, condition=condition)]
