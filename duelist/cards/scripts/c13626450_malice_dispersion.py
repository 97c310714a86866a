"""Malice Dispersion (13626450), Quick-Play Spell."""
from duelist.cards.common import activate, discard_one_cost, has_other_hand_card
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Quick-Play Spell. Cost: discard 1 card. Every face-up Continuous Trap on the field, "
               "either side, is destroyed.")


def _face_up_continuous_trap(ctx, card):
    data = card.data
    return card.face_up and data.card_type == "Trap" and data.property == "Continuous"


def _continuous_traps(ctx):
    return ctx.cards_where("spells_traps", _face_up_continuous_trap, who="both")


def resolve(ctx):
    yield from ctx.destroy(ctx.cards_where("spells_traps", _face_up_continuous_trap, who="both"))


EFFECTS = [activate(resolve, cost=discard_one_cost, discard_cost=True, can_pay=has_other_hand_card, destroys=Destroys(_continuous_traps),
                    condition=lambda ctx: ctx.any_card("spells_traps", _face_up_continuous_trap, who="both"))]
