"""Black Luster Ritual (55761792), Ritual Spell."""
from duelist.cards.common import activate
from duelist.cards.summons import ritual_summon, ritual_targets

DESCRIPTION = ("Ritual Spell for Black Luster Soldier: Tribute monsters from your hand or your side "
               "of the field (face-down ones too) whose Levels add up to 8 or more, then Ritual "
               "Summon Black Luster Soldier from your hand.")

BLACK_LUSTER_SOLDIER = (5405694,)


def condition(ctx):
    return bool(ritual_targets(ctx, BLACK_LUSTER_SOLDIER))


def resolve(ctx):
    yield from ritual_summon(ctx, BLACK_LUSTER_SOLDIER)


EFFECTS = [activate(resolve, special_summons=True, condition=condition)]
