"""Dedication through Light and Darkness (69542930), Quick-Play Spell."""
from duelist.cards import kit as K
from duelist.cards.common import activate

DARK_MAGICIAN = 46986414
DARK_MAGICIAN_OF_CHAOS = 40737112

DESCRIPTION = ("Quick-Play Spell. Cost: one Dark Magician of yours on the field is Tributed. Then a "
               "Dark Magician of Chaos comes out (Special Summon), picked from your hand, Deck or GY.")


def _magicians(ctx):
    return ctx.tributable([c for c in ctx.monsters("me") if ctx.is_named(c, DARK_MAGICIAN)])


def _fodder(ctx):
    """Your Dark Magicians whose Tribute leaves a Dark Magician of Chaos able to come out."""
    chaos = K.copies_of(ctx, DARK_MAGICIAN_OF_CHAOS, ("hand", "deck", "grave"))
    if not chaos:
        return []
    return [m for m in _magicians(ctx)
            if any(ctx.can_special_summon(c, leaving=(m,)) and not ctx.grave_guarded(c) for c in chaos)]


def can_pay(ctx):
    return bool(_fodder(ctx))


def cost(ctx):
    chosen = yield from ctx.choose_cards(_fodder(ctx), 1, prompt="Dedication: Tribute which Dark Magician?")
    ctx.send_to_grave(chosen, "tribute")


def resolve(ctx):
    yield from K.summon_copy(ctx, DARK_MAGICIAN_OF_CHAOS, ("hand", "deck", "grave"),
                             "Dedication: Special Summon which Dark Magician of Chaos?")


# The 2005 text (IOC: "Tribute ... to activate"; hand, Deck or Graveyard) and today's do the
# same: no ERAS entry.
EFFECTS = [activate(resolve, can_pay=can_pay, cost=cost, special_summons=True)]
