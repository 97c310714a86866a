"""Dragon's Mirror (71490127), Normal Spell."""
from duelist.cards.common import activate
from duelist.cards.summons import fusion_summon, fusion_targets

DESCRIPTION = ("Normal Spell: Fusion Summon one Dragon Fusion Monster from your Extra Deck by "
               "banishing the Fusion Materials it names from your side of the field (face-down "
               "monsters too) or your Graveyard; they are banished, never sent to the Graveyard.")


def _pool(ctx):
    # seed 000 §融合召喚: this card names where its materials are; banished, so none from a GY
    # while banishing there is barred (Necrovalley)
    return ctx.fusion_material_pool(("field", "grave"), banish=True)


def _dragon(card):
    return card.data.race == "Dragon"


def condition(ctx):
    return bool(fusion_targets(ctx, _pool(ctx), _dragon))


def resolve(ctx):
    yield from fusion_summon(ctx, _pool(ctx), _dragon, banish=True)


EFFECTS = [activate(resolve, special_summons=True, condition=condition)]
