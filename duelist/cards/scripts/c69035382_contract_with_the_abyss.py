"""Contract with the Abyss (69035382), Ritual Spell."""
from duelist.cards.common import activate
from duelist.cards.summons import ritual_summon, ritual_targets

DESCRIPTION = ("Ritual Spell: Ritual Summon any DARK Ritual Monster from your hand by Tributing "
               "monsters from your hand or field (face-down ones too) whose Levels total at "
               "least its Level.")


def dark(card):
    return card.data.attribute == "DARK"


def condition(ctx):
    return bool(ritual_targets(ctx, None, flt=dark))


def resolve(ctx):
    yield from ritual_summon(ctx, None, flt=dark)


EFFECTS = [activate(resolve, special_summons=True, condition=condition)]
