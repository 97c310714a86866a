"""Blast Magician (21051146), Effect Monster."""
from duelist.cards.common import EV, Effect, IGNITION, M, STATE, Target
from duelist.cards.scripts.c46363422_skilled_white_magician import chain_changed, watch
from duelist.engine import state as S

DESCRIPTION = ("Level 4 FIRE Spellcaster. Each time a Spell Card activated while it is face-up on "
               "the field resolves, it gets a Spell Counter (no limit). In its controller's Main "
               "Phase, they may take any number of its Spell Counters off (a cost) to target 1 "
               "face-up monster on the field with ATK up to 700 times that number, and destroy it.")

MAX_COUNTERS = float("inf")      # no limit (Apprentice Magician reads it: room for one more)
ATK_PER_COUNTER = 700

COUNTER = M.SPELL_COUNTER        # a mark on this object: the engine clears it when the card moves


def counters(ctx, card):
    return ctx.marked(card, COUNTER, 0)


def watch_counters(ctx):
    """Skilled White Magician's counting (its `watch`), with no limit (Magical Marionette too)."""
    watch(ctx, MAX_COUNTERS)


def _face_up_monster(ctx, card):
    return card.location == S.MZONE and card.face_up


def _lowest_atk(ctx):
    atks = [ctx.atk(c) for c in ctx.monsters("both", face_up=True)]
    return min(atks) if atks else None


def _fewest_needed(ctx):
    """The fewest counters whose removal reaches a face-up monster's ATK (0 ATK: 1 counter)."""
    low = _lowest_atk(ctx)
    if low is None:
        return None
    return max(1, -(-low // ATK_PER_COUNTER))


def can_pay(ctx):
    need = _fewest_needed(ctx)
    return need is not None and counters(ctx, ctx.card) >= need


def remove_counters(ctx):
    """The cost: the player says how many counters to take off (only numbers that reach some
    face-up monster's ATK); the number is kept for the target and the resolution."""
    have = counters(ctx, ctx.card)
    numbers = list(range(_fewest_needed(ctx), have + 1))
    pick = yield from ctx.choose_option([str(n) for n in numbers], "Blast Magician: remove how many Spell Counters?")
    removed = numbers[pick]
    ctx.link.info["removed"] = removed
    ctx.mark(ctx.card, COUNTER, have - removed)
    ctx.announce(ctx.card, EV.COUNTER, counter="Spell Counter", count=have - removed)


def within_reach(ctx, card):
    """ATK up to 700 for each counter removed (before the cost is paid, as the menu asks: each
    counter it holds)."""
    link = ctx.link
    removed = link.info.get("removed") if link is not None else None
    if removed is None:
        removed = counters(ctx, ctx.card)
    return _face_up_monster(ctx, card) and ctx.atk(card) <= ATK_PER_COUNTER * removed


def destroy_target(ctx):
    yield from ctx.destroy(ctx.targets)


# One meaning in both eras (the 2005 text: a counter for each Spell Card activated, any number
# removed to destroy a face-up monster with ATK up to 700 each): no ERAS entry.
EFFECTS = [
    # (it watches the chain while negated too, and places no counter then)
    Effect(STATE, condition=chain_changed, resolve=watch_counters, while_negated=True, label="Spell Counter"),
    Effect(IGNITION, can_pay=can_pay, cost=remove_counters, resolve=destroy_target, destroys=True,
           target=Target(lambda ctx: ctx.monsters("both", face_up=True), filter=within_reach,
                         prompt="Blast Magician: destroy which face-up monster?"),
           label="remove Spell Counters: destroy a face-up monster with ATK up to 700 each"),
]
