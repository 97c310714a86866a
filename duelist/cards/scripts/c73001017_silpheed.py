"""Silpheed (73001017), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, SUMMON_PROC, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WIND Fairy (1700/700) that is never Normal Summoned or Set: it is Special Summoned "
               "from the hand by banishing 1 WIND monster from its owner's GY. When it is destroyed by "
               "battle and goes to the GY, the opponent discards 1 card at random (not optional).")

CANNOT_NORMAL_SUMMON = True
SUMMON_CONDITION = "proc_only"


def wind_monsters(ctx):
    return K.grave_monsters(ctx, "me", lambda c: c.data.attribute == "WIND")


def proc_cost(ctx):
    yield from K.banish_cost(ctx, wind_monsters, 1, "Silpheed: banish 1 WIND monster")


def match(ctx, ev):
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev)


# The IOC-022 print (2004) and today's text do the same (as Spirit of Flames' summoning rule): no ERAS
# entry.
EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), grave_banish="own", condition=lambda ctx: bool(wind_monsters(ctx)),
           cost=proc_cost, label="banish 1 WIND"),
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=match, damage_step=DS_ALWAYS,
           resolve=K.random_discard, discards="opponent", label="the opponent discards 1 card at random"),
]
