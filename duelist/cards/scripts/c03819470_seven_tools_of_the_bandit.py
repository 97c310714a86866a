"""Seven Tools of the Bandit (3819470), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, activate, negate_and_destroy, top_link_is

DESCRIPTION = ("Counter Trap: when a Trap Card is activated, pay 1000 LP to negate that "
               "activation and destroy the Trap.")

EFFECTS = [activate(negate_and_destroy, condition=top_link_is("Trap"),
                    cost=lambda ctx: ctx.pay_lp(1000),
                    can_pay=lambda ctx: ctx.can_pay_lp(1000), destroys=DESTROYS_NEGATED)]
