"""Shinato's Ark (60365591), Ritual Spell."""
from duelist.cards.common import activate
from duelist.cards.summons import ritual_summon, ritual_targets

DESCRIPTION = ("Ritual Spell for Shinato, King of a Higher Plane: Tribute monsters from your hand or "
               "your side of the field (face-down ones too) whose Levels add up to 8 or more, then "
               "Ritual Summon Shinato from your hand.")

SHINATO = (86327225,)


def condition(ctx):
    return bool(ritual_targets(ctx, SHINATO))


def resolve(ctx):
    yield from ritual_summon(ctx, SHINATO)


# (the 2004 print, DCR-029, and today's do the same; no ERAS entry)
EFFECTS = [activate(resolve, special_summons=True, condition=condition)]
