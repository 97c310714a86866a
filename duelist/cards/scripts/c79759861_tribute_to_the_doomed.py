"""Tribute to The Doomed (79759861), Normal Spell."""
from duelist.cards.common import Target, activate, any_monster, discard_one_cost, has_other_hand_card

DESCRIPTION = ("Normal Spell: discard 1 card as the cost, then destroy one targeted monster on "
               "the field, face-up or face-down, either side.")

EFFECTS = [activate(lambda ctx: ctx.destroy(ctx.targets), cost=discard_one_cost, discard_cost=True, can_pay=has_other_hand_card,
                    target=Target(any_monster, prompt="Tribute to The Doomed: destroy which monster?"),
                    destroys=True)]
