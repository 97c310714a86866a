"""Black Illusion Ritual (41426869), Ritual Spell."""
from duelist.cards.common import activate
from duelist.cards.summons import ritual_summon, ritual_targets

DESCRIPTION = ("Ritual Spell for Relinquished: Tribute monsters from your hand or your side of the "
               "field (face-down ones too) whose Levels add up to 1 or more, then Ritual Summon "
               "Relinquished from your hand.")

RELINQUISHED = (64631466,)


def condition(ctx):
    return bool(ritual_targets(ctx, RELINQUISHED))


def resolve(ctx):
    yield from ritual_summon(ctx, RELINQUISHED)


EFFECTS = [activate(resolve, special_summons=True, condition=condition)]
