"""Malice Dispersion (13626450), Quick-Play Spell."""
from duelist.cards.common import activate, discard_one_cost, has_other_hand_card

DESCRIPTION = ("Quick-Play Spell. Cost: discard 1 card. Every face-up Continuous Trap on the field, "
               "either side, is destroyed.")


def _face_up_continuous_trap(ctx, card):
    data = card.data
    return card.face_up and data.card_type == "Trap" and data.property == "Continuous"


def resolve(ctx):
    yield from ctx.destroy(ctx.cards_where("spells_traps", _face_up_continuous_trap, who="both"))


EFFECTS = [activate(resolve, cost=discard_one_cost, discard_cost=True, can_pay=has_other_hand_card, destroys=True,
                    condition=lambda ctx: ctx.any_card("spells_traps", _face_up_continuous_trap, who="both"))]
