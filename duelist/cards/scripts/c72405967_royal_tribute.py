"""Royal Tribute (72405967), Normal Spell."""
from duelist.cards.common import activate
from duelist.cards.scripts.c47355498_necrovalley import necrovalley_on_field

DESCRIPTION = ("Normal Spell, activated only while a face-up Necrovalley is on the field (either "
               "side): each player discards every Monster Card in their hand. Necrovalley is "
               "needed at activation only.")


def resolve(ctx):
    order = (ctx.turn_player, 1 - ctx.turn_player)
    monsters = []
    for p in order:
        monsters.extend(c for c in ctx.hand(p) if c.data.card_type == "Monster")
    if monsters:
        ctx.discard(monsters)


EFFECTS = [activate(resolve, condition=necrovalley_on_field, discards="both")]
