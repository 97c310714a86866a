"""Royal Magical Library (70791313), Effect Monster."""
from duelist.cards.common import EV, Effect, IGNITION, STATE
from duelist.cards.scripts.c46363422_skilled_white_magician import chain_changed, counters, watch, COUNTER

DESCRIPTION = ("Level 4 LIGHT Spellcaster with 2000 DEF. It gets a Spell Counter whenever a Spell "
               "Card (anyone's) activated while it is face-up resolves, up to 3. In its "
               "controller's Main Phase, as often as they like, they remove 3 of its Spell "
               "Counters (a cost) to draw 1 card.")


def can_pay(ctx):
    return counters(ctx, ctx.card) >= 3


def cost(ctx):
    card = ctx.card
    count = counters(ctx, card) - 3
    ctx.mark(card, COUNTER, count)
    ctx.announce(card, EV.COUNTER, counter="Spell Counter", count=count)


# The 2005 text (MFC / DR1: each time a Spell Card is activated, 1 Spell Counter, 3 at most;
# remove 3 to draw 1 card) and today's do the same (the counter when that Spell resolves, the
# Skilled Magicians' ruling): no ERAS entry.
EFFECTS = [
    # the counters are Skilled White Magician's (the same words): it watches the chain while
    # negated too, and places no counter then
    Effect(STATE, condition=chain_changed, resolve=watch, while_negated=True, label="Spell Counter"),
    Effect(IGNITION, condition=lambda ctx: ctx.deck_count("me") >= 1, can_pay=can_pay, cost=cost,
           resolve=lambda ctx: ctx.draw(ctx.player, 1), label="remove 3 Spell Counters: draw 1 card"),
]
