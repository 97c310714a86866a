"""Spell-Stopping Statute (10069180), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, Responding, activate, negate_and_destroy

DESCRIPTION = ("Counter Trap answering the activation of a Continuous Spell Card (either "
               "player's): that activation fails and the Continuous Spell is destroyed.")


def continuous_spell_activated(ctx):
    """The chain's last link is the activation of a Continuous Spell Card (not an effect of one
    already face-up)."""
    link = ctx.responding_to
    return link.card_activation and link.card_type == "Spell" and \
        ctx.link_card(link).data.property == "Continuous"


EFFECTS = [activate(negate_and_destroy, condition=Responding(continuous_spell_activated), destroys=DESTROYS_NEGATED)]
