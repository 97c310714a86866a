"""Contract with the Dark Master (96420087), Ritual Spell."""
from duelist.cards.common import activate
from duelist.cards.summons import ritual_summon, ritual_targets

DESCRIPTION = ("Ritual Spell for Dark Master - Zorc: Tribute monsters from your hand or your side of "
               "the field (face-down ones too) whose Levels add up to 8 or more, then Ritual Summon "
               "Dark Master - Zorc from your hand.")

DARK_MASTER_ZORC = (97642679,)


def condition(ctx):
    return bool(ritual_targets(ctx, DARK_MASTER_ZORC))


def resolve(ctx):
    yield from ritual_summon(ctx, DARK_MASTER_ZORC)


# (the 2005 print, Dark Crisis DCR-087, and today's do the same; no ERAS entry)
EFFECTS = [activate(resolve, special_summons=True, condition=condition)]
