"""Magic Jammer (77414722), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, activate, discard_one_cost, has_other_hand_card, negate_and_destroy, top_link_is

DESCRIPTION = ("Counter Trap: when a Spell Card is activated, discard 1 card to negate that "
               "activation and destroy the Spell.")

EFFECTS = [activate(negate_and_destroy, condition=top_link_is("Spell"), cost=discard_one_cost, discard_cost=True,
                    can_pay=has_other_hand_card, destroys=DESTROYS_NEGATED)]
