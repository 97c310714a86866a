"""Gigantes (47606319), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, SUMMON_PROC, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Never Normal Summoned or Set: it comes out from the hand by banishing 1 EARTH "
               "monster from its owner's GY. Destroyed by battle and sent to the GY, it wipes every "
               "Spell and Trap Card on the field (mandatory).")

CANNOT_NORMAL_SUMMON = True
SUMMON_CONDITION = "proc_only"


def _earth(card):
    return card.data.attribute == "EARTH"


def proc_condition(ctx):
    return bool(K.grave_monsters(ctx, "me", _earth))


def proc_cost(ctx):
    yield from K.banish_cost(ctx, lambda ctx: K.grave_monsters(ctx, "me", _earth), 1,
                             "Gigantes: banish 1 EARTH monster")


def destroyed_by_battle(ctx, ev):
    # Konami's OCG ruling: destroyed by battle AND sent to the GY (banished by Macro Cosmos
    # instead: no activation), in both eras
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev)


def resolve(ctx):
    cards = ctx.spells_traps("both")
    if cards:
        yield from ctx.destroy(cards)


EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), grave_banish="own", condition=proc_condition, cost=proc_cost,
           label="banish 1 EARTH monster"),
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=destroyed_by_battle,
           damage_step=DS_ALWAYS, resolve=resolve, destroys=True,
           label="destroy every Spell and Trap"),
]
