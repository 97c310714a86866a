"""Turtle Oath (76806714), Ritual Spell."""
from duelist.cards.common import activate
from duelist.cards.summons import ritual_summon, ritual_targets

DESCRIPTION = ("Ritual Spell for Crab Turtle: Tribute monsters from your hand or your side of the "
               "field (face-down ones too) whose Levels add up to 8 or more, then Ritual Summon Crab "
               "Turtle from your hand.")

CRAB_TURTLE = (91782219,)


def condition(ctx):
    return bool(ritual_targets(ctx, CRAB_TURTLE))


def resolve(ctx):
    yield from ritual_summon(ctx, CRAB_TURTLE)


# (the Magic Ruler-era text and today's do the same, as far as we read them; no ERAS entry)
EFFECTS = [activate(resolve, special_summons=True, condition=condition)]
