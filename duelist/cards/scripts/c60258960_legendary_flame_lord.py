"""Legendary Flame Lord (60258960), Ritual Effect Monster."""
from duelist.cards.common import EV, Effect, IGNITION, STATE
from duelist.cards.scripts.c21051146_blast_magician import counters, watch_counters, COUNTER
from duelist.cards.scripts.c46363422_skilled_white_magician import chain_changed

DESCRIPTION = ("Level 7 FIRE Spellcaster Ritual (Incandescent Ordeal). Each time a Spell Card "
               "activated while it is face-up on the field resolves, it gets a Spell Counter (no "
               "limit). In its controller's Main Phase they may remove 3 of its Spell Counters (a "
               "cost) to destroy every other monster on the field.")


def others(ctx):
    return [c for c in ctx.monsters("both") if c is not ctx.card]


def can_pay(ctx):
    return counters(ctx, ctx.card) >= 3


def cost(ctx):
    card = ctx.card
    count = counters(ctx, card) - 3
    ctx.mark(card, COUNTER, count)
    ctx.announce(card, EV.COUNTER, counter="Spell Counter", count=count)


def resolve(ctx):
    yield from ctx.destroy(others(ctx))


# The 2005 text (DCR-081: a counter each time a Spell Card is activated; remove 3 to destroy all
# monsters on the field except this card) and today's do the same (the counter when that Spell
# resolves, the Skilled Magicians' ruling, as Royal Magical Library): no ERAS entry.
EFFECTS = [
    Effect(STATE, condition=chain_changed, resolve=watch_counters, while_negated=True, label="Spell Counter"),
    Effect(IGNITION, condition=lambda ctx: bool(others(ctx)), can_pay=can_pay, cost=cost, resolve=resolve,
           destroys=True, label="remove 3 Spell Counters: destroy every other monster"),
]

