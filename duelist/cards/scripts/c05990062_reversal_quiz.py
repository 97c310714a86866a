"""Reversal Quiz (5990062), Normal Spell."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Spell. Cost: send every other card of your hand and your field to the GY, "
               "and call Monster, Spell or Trap. Reveal the top card of your Deck: if it is of the "
               "called kind, the two players' LP are exchanged.")

KINDS = ("Monster", "Spell", "Trap")


def _mine(ctx):
    field = [c for c in ctx.monsters("me") + ctx.spells_traps("me") if c is not ctx.card]
    return ctx.hand("me") + field


def can_pay(ctx):
    return ctx.can_send_to_grave(_mine(ctx))


def cost(ctx):
    ctx.send_to_grave(_mine(ctx), reason="cost")
    pick = yield from ctx.choose_option(list(KINDS), "Reversal Quiz: call the kind of your top card")
    ctx.link.info["kind"] = KINDS[pick]
    ctx.declare("card type", KINDS[pick])


def resolve(ctx):
    deck = ctx.deck("me")
    if not deck:
        return
    top = deck[0]
    ctx.reveal([top], None)
    if top.data.card_type == ctx.link.info.get("kind"):
        mine, theirs = ctx.lp(ctx.player), ctx.lp(ctx.opponent)
        ctx.set_lp(ctx.player, theirs)
        ctx.set_lp(ctx.opponent, mine)


# The 2005 text (DR1-EN040) reads as today's: no ERAS entry.
EFFECTS = [activate(resolve, can_pay=can_pay, cost=cost)]
