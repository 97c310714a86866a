"""Hamburger Recipe (80811661), Ritual Spell."""
from duelist.cards.common import activate
from duelist.cards.summons import ritual_summon, ritual_targets

DESCRIPTION = ("Ritual Spell for Hungry Burger: Tribute monsters from your hand or your side of the "
               "field (face-down ones too) whose Levels add up to 6 or more, then Ritual Summon Hungry "
               "Burger from your hand.")

HUNGRY_BURGER = (30243636,)


def condition(ctx):
    return bool(ritual_targets(ctx, HUNGRY_BURGER))


def resolve(ctx):
    yield from ritual_summon(ctx, HUNGRY_BURGER)


# (the Magic Ruler-era text and today's do the same, as far as we read them; no ERAS entry)
EFFECTS = [activate(resolve, special_summons=True, condition=condition)]
