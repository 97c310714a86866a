"""Breaker the Magical Warrior (71413901), Effect Monster."""
from duelist.cards.common import CONTINUOUS, EV, Effect, IGNITION, M, TRIGGER, Target
from duelist.engine import state as S
from duelist.cards.summons import normal_summoned_self   # ("Normal Summoned": a Tribute Summon too)
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Level 4 DARK Spellcaster. Its Normal Summon puts a Spell Counter on it (it can hold "
               "only one). It is 300 ATK stronger for each Spell Counter it holds. In its "
               "controller's Main Phase, it can take off a Spell Counter (a cost) to pick a Spell or "
               "Trap on the field as the target and destroy it.")

MAX_COUNTERS = 1
ATK_PER_COUNTER = 300


COUNTER = M.SPELL_COUNTER       # a mark on this object: the engine clears it when the card
                                # moves or turns face-down (lost for good, even if flipped up again)


def counters(ctx, card):
    """Spell Counters on this object."""
    return ctx.marked(card, COUNTER, 0)


def _set_counters(ctx, n):
    card = ctx.card
    ctx.mark(card, COUNTER, n)
    ctx.announce(card, EV.COUNTER, counter="Spell Counter", count=n)



def place_counter(ctx):
    card = ctx.card
    if card.uid == ctx.link.card_uid and card.location == S.MZONE and card.face_up:
        _set_counters(ctx, min(MAX_COUNTERS, counters(ctx, card) + 1))


def can_pay(ctx):
    return counters(ctx, ctx.card) >= 1


def remove_counter(ctx):
    _set_counters(ctx, counters(ctx, ctx.card) - 1)


def destroy_target(ctx):
    yield from ctx.destroy(ctx.targets)


def on_field_spell_trap(ctx, card):
    return card.location in (S.SZONE, S.FZONE)


EFFECTS = [
    Effect(TRIGGER, events="summoned", match=normal_summoned_self, resolve=place_counter,
           label="Normal Summoned: 1 Spell Counter"),
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card,
           value=lambda ctx, card: (ATK_PER_COUNTER * counters(ctx, card), 0),
           label="+300 ATK per Spell Counter"),
    Effect(IGNITION, can_pay=can_pay, cost=remove_counter, resolve=destroy_target, destroys=DESTROYS_TARGETS,
           target=Target(lambda ctx: ctx.spells_traps("both"), filter=on_field_spell_trap,
                         prompt="Breaker: destroy which Spell/Trap?"),
           label="remove a Spell Counter: destroy 1 Spell/Trap"),
]
