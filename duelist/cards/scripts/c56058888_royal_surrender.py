"""Royal Surrender (56058888), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, Responding, activate, negate_and_destroy

DESCRIPTION = ("Counter Trap answering the activation of a Continuous Trap Card (either player's): "
               "that activation is negated and the Continuous Trap is destroyed.")


def continuous_trap_activated(ctx):
    """The chain's last link is the activation of a Continuous Trap Card (not an effect of one
    already face-up)."""
    link = ctx.responding_to
    return link.card_activation and link.card_type == "Trap" and \
        ctx.link_card(link).data.property == "Continuous"


# The 2005 text (DR3 / TLM) and today's do the same: no ERAS entry.
EFFECTS = [activate(negate_and_destroy, condition=Responding(continuous_trap_activated), destroys=DESTROYS_NEGATED)]
