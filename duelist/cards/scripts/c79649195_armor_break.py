"""Armor Break (79649195), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, Responding, activate, negate_and_destroy


def _equip_spell_activated(ctx):
    link = ctx.responding_to
    return (link is not None and link.card_activation and link.card_type == "Spell"
            and ctx.link_card(link).data.property == "Equip")


DESCRIPTION = ("Counter Trap answering an Equip Spell Card's activation: that activation is "
               "negated and the Equip Spell destroyed.")

EFFECTS = [activate(negate_and_destroy, condition=Responding(_equip_spell_activated), destroys=DESTROYS_NEGATED)]
