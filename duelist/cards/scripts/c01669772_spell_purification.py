"""Spell Purification (1669772), Normal Trap."""
from duelist.cards.common import activate, discard_one_cost, has_other_hand_card, is_spell

DESCRIPTION = ("Normal Trap: discard 1 card (a cost) to destroy every face-up Spell Card on the "
               "field, both players'; it needs one there to be activated.")


def face_up_spell(ctx, card):
    return card.face_up and is_spell(card)


def resolve(ctx):
    yield from ctx.destroy(ctx.cards_where("spells_traps", face_up_spell, who="both"))


EFFECTS = [activate(resolve, condition=lambda ctx: ctx.any_card("spells_traps", face_up_spell, who="both"),
                    cost=discard_one_cost, discard_cost=True, can_pay=has_other_hand_card, destroys=True)]
