"""Divine Wrath (49010598), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, Responding, activate, discard_one_cost, has_other_hand_card, negate_and_destroy

DESCRIPTION = ("Counter Trap, an answer to the activation of any monster's effect, either player's, with a "
               "discard of 1 card as its cost: the activation is negated and that monster destroyed.")


def monster_effect_activated(ctx):
    """The chain's last link is the activation of a monster's effect (on the field, in the hand or
    in the GY; the monster is destroyed only where it still is on the field)."""
    link = ctx.responding_to
    return link is not None and not link.card_activation and link.card_type == "Monster"


# One meaning in both eras (the 2005 print, RDS-EN050: discard 1 card; negate the activation of an
# Effect Monster's effect and destroy it): no ERAS entry.
EFFECTS = [activate(negate_and_destroy, condition=Responding(monster_effect_activated), cost=discard_one_cost,
                    discard_cost=True, can_pay=has_other_hand_card, destroys=DESTROYS_NEGATED,
                    label="negate a monster effect's activation")]
