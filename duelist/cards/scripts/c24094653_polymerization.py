"""Polymerization (24094653), Normal Spell."""
from duelist.cards.common import activate
from duelist.cards.summons import fusion_summon, fusion_targets

DESCRIPTION = ("Normal Spell: Fusion Summon one Fusion Monster from your Extra Deck by sending the "
               "Fusion Materials it names from your hand or your side of the field (face-down "
               "monsters too) to the Graveyard.")


def condition(ctx):
    return bool(fusion_targets(ctx))


def resolve(ctx):
    yield from fusion_summon(ctx)


EFFECTS = [activate(resolve, special_summons=True, condition=condition)]
