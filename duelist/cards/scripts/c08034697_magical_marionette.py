"""Magical Marionette (8034697), Effect Monster."""
from duelist.cards.common import CONTINUOUS, EV, Effect, IGNITION, M, STATE, Target
from duelist.cards.scripts.c21051146_blast_magician import counters, watch_counters
from duelist.cards.scripts.c46363422_skilled_white_magician import chain_changed
from duelist.engine import state as S

DESCRIPTION = ("Level 5 DARK Spellcaster. Each time a Spell Card activated while it is face-up on "
               "the field resolves, it gets a Spell Counter (no limit). It gains 200 ATK for each "
               "Spell Counter on it. In its controller's Main Phase, they may take 2 of its Spell "
               "Counters off (a cost) to target 1 monster on the field and destroy it.")

MAX_COUNTERS = float("inf")      # no limit (Apprentice Magician reads it: room for one more)
ATK_PER_COUNTER = 200
COUNTER = M.SPELL_COUNTER


def remove_two(ctx):
    count = counters(ctx, ctx.card) - 2
    ctx.mark(ctx.card, COUNTER, count)
    ctx.announce(ctx.card, EV.COUNTER, counter="Spell Counter", count=count)


def on_field(ctx, card):
    return card.location == S.MZONE


def destroy_target(ctx):
    yield from ctx.destroy(ctx.targets)


# One meaning in both eras (the 2005 text: a counter for each Spell Card activated, +200 ATK each,
# 2 removed to destroy 1 monster on the field): no ERAS entry.
EFFECTS = [
    # (it watches the chain while negated too, and places no counter then)
    Effect(STATE, condition=chain_changed, resolve=watch_counters, while_negated=True, label="Spell Counter"),
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card,
           value=lambda ctx, card: (ATK_PER_COUNTER * counters(ctx, card), 0),
           label="+200 ATK per Spell Counter"),
    Effect(IGNITION, can_pay=lambda ctx: counters(ctx, ctx.card) >= 2, cost=remove_two, resolve=destroy_target,
           destroys=True, target=Target(lambda ctx: ctx.monsters("both"), filter=on_field,
                                        prompt="Magical Marionette: destroy which monster?"),
           label="remove 2 Spell Counters: destroy 1 monster"),
]
