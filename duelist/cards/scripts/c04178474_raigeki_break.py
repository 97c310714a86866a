"""Raigeki Break (4178474), Normal Trap."""
from duelist.cards.common import Target, activate, discard_one_cost, has_other_hand_card
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)


DESCRIPTION = "Normal Trap: discard a card as the cost, then destroy one targeted card on the field."


def field_but_this(ctx):
    return [c for c in ctx.field("both") if c is not ctx.card]


EFFECTS = [activate(lambda ctx: ctx.destroy(ctx.targets), cost=discard_one_cost, discard_cost=True, can_pay=has_other_hand_card,
                    target=Target(field_but_this, prompt="Destroy which card?"), destroys=DESTROYS_TARGETS)]
