"""Reversal Quiz (5990062), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell. Cost: send every other card of your hand and your field to the GY "
               "(at least one). As it resolves, call Monster, Spell or Trap and reveal the top card "
               "of your Deck: if it is of the called kind, the two players' LP are exchanged.")

KINDS = ("Monster", "Spell", "Trap")


def _mine(ctx):
    cards = ctx.hand("me") + ctx.monsters("me") + ctx.spells_traps("me")
    return [c for c in cards if c is not ctx.card]


def can_pay(ctx):
    """A cost of at least one card (Konami's Metagame article on the card)."""
    cards = _mine(ctx)
    return bool(cards) and ctx.can_send_to_grave(cards)


def cost(ctx):
    ctx.send_to_grave(_mine(ctx), reason="cost")


def resolve(ctx):
    # the call is made as it resolves, not on activation (the Metagame article)
    pick = yield from ctx.choose_option(list(KINDS), "Reversal Quiz: call the kind of your top card")
    ctx.declare("card type", KINDS[pick])
    deck = ctx.deck("me")
    if not deck:
        return
    top = deck[0]
    ctx.reveal([top], None)
    if top.data.card_type == KINDS[pick]:
        mine, theirs = ctx.lp(ctx.player), ctx.lp(ctx.opponent)
        ctx.set_lp(ctx.player, theirs)
        ctx.set_lp(ctx.opponent, mine)


# The 2005 text (DR1-EN040) reads as today's: no ERAS entry.
EFFECTS = [activate(resolve, can_pay=can_pay, cost=cost)]
