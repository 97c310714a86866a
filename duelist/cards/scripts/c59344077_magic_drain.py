"""Magic Drain (59344077), Counter Trap."""
from duelist.cards.common import DESTROYS_NEGATED, Responding, activate, negate_and_destroy

DESCRIPTION = ("Counter Trap: when your opponent activates a Spell Card, they may discard a Spell "
               "Card from their hand to stop this; otherwise that activation is negated and the "
               "Spell destroyed.")


def opponents_spell_card(ctx):
    """The chain's last link is the opponent's activation of a Spell Card."""
    link = ctx.responding_to
    return link.card_activation and link.card_type == "Spell" and link.player != ctx.player


def spell_card(ctx, card):
    return card.data.card_type == "Spell"


def resolve(ctx):
    spells = ctx.cards_where("hand", spell_card, who="opp")
    if spells:
        chosen = yield from ctx.choose_cards(spells, 1, minimum=0, player=ctx.opponent,
                                             prompt="Magic Drain: discard 1 Spell to keep your Spell?")
        if chosen:
            ctx.discard(chosen)
            return
    yield from negate_and_destroy(ctx)


EFFECTS = [activate(resolve, condition=Responding(opponents_spell_card), label="Magic Drain", discards="opponent", destroys=DESTROYS_NEGATED)]
