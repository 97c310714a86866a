"""White Dragon Ritual (9786492), Ritual Spell."""
from duelist.cards.common import activate
from duelist.cards.summons import ritual_summon, ritual_targets

DESCRIPTION = ("Ritual Spell for Paladin of White Dragon: Tribute monsters from your hand or your side "
               "of the field (face-down ones too) whose Levels add up to 4 or more, then Ritual "
               "Summon Paladin of White Dragon from your hand.")

PALADIN_OF_WHITE_DRAGON = (73398797,)


def condition(ctx):
    return bool(ritual_targets(ctx, PALADIN_OF_WHITE_DRAGON))


def resolve(ctx):
    yield from ritual_summon(ctx, PALADIN_OF_WHITE_DRAGON)


# (the 2005-era print, Structure Deck: Kaiba Evolution, and today's do the same; no ERAS entry)
EFFECTS = [activate(resolve, special_summons=True, condition=condition)]
