"""Spell Shield Type-8 (38275183), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, Responding, activate, is_spell, negate_and_destroy, top_link_is
from duelist.engine import state as S

DESCRIPTION = ("Counter Trap with two modes, chosen on activation: negate the activation of a Spell "
               "Card that targets exactly 1 monster on the field and destroy it; or discard 1 Spell "
               "Card to negate the activation of any Spell Card and destroy it.")


def _spell_on_one_monster(ctx):
    """The chain's last link is a Spell Card's activation whose one target is a monster on the
    field (not a card in a GY: Monster Reborn; not a Spell or Trap: Mystical Space Typhoon; not
    two monsters)."""
    link = ctx.responding_to
    if link is None or not link.card_activation or link.card_type != "Spell" or len(link.targets) != 1:
        return False
    target = ctx.card_by_uid(link.targets[0])
    return target is not None and target.location == S.MZONE


def _spell_in_hand(ctx, card):
    return is_spell(card)


def discard_a_spell(ctx):
    chosen = yield from ctx.choose_cards(ctx.cards_where("hand", _spell_in_hand), 1,
                                         prompt="Spell Shield Type-8: discard 1 Spell Card")
    ctx.discard(chosen, "cost")


# One meaning in both eras (the 2005 text: the same two modes, neither limited to the opponent's
# Spells): no ERAS entry.
EFFECTS = [
    activate(negate_and_destroy, condition=Responding(_spell_on_one_monster),
             label="negate a Spell that targets 1 monster", destroys=DESTROYS_NEGATED),
    activate(negate_and_destroy, condition=top_link_is("Spell"), cost=discard_a_spell, discard_cost=True,
             can_pay=lambda ctx: ctx.any_card("hand", _spell_in_hand), label="discard a Spell: negate a Spell", destroys=DESTROYS_NEGATED),
]
