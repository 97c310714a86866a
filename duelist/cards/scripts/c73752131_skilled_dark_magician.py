"""Skilled Dark Magician (73752131), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import Effect, IGNITION, STATE
from duelist.cards.scripts.c46363422_skilled_white_magician import FROM, chain_changed, counters, watch

DESCRIPTION = ("Level 4 DARK Spellcaster. It charges up with a Spell Counter whenever a Spell Card "
               "(anyone's) activated while it is face-up resolves, up to 3. Fully charged, its "
               "controller may Tribute it (a cost) to call Dark Magician from their hand, Deck or "
               "GY, Special Summoned.")

DARK_MAGICIAN = 46986414


def can_pay(ctx):
    return counters(ctx, ctx.card) >= 3 and K.can_tribute_self(ctx) and bool(K.copies_of(ctx, DARK_MAGICIAN, FROM))


def resolve(ctx):
    yield from K.summon_copy(ctx, DARK_MAGICIAN, FROM, "Skilled Dark Magician: Special Summon which Dark Magician?")


EFFECTS = [
    # the counters are Skilled White Magician's (the same text): it watches the chain while
    # negated too, and places no counter then
    Effect(STATE, condition=chain_changed, resolve=watch, while_negated=True, label="Spell Counter"),
    Effect(IGNITION, can_pay=can_pay, cost=K.tribute_self, resolve=resolve, special_summons=True,
           label="Tribute with 3 Spell Counters: Special Summon Dark Magician"),
]
