"""Gigantes (47606319), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, SUMMON_PROC, TRIGGER, Effect
from duelist.engine import state as S
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Never Normal Summoned or Set: it comes out from the hand by banishing 1 EARTH "
               "monster from its owner's GY. Destroyed by battle (wherever it goes then), it wipes "
               "every Spell and Trap Card on the field (mandatory).")

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
    # today's text: "destroyed by battle", wherever it went (Macro Cosmos banishing it too)
    return ((K.is_self_move(ctx, ev) or K.is_self_move(ctx, ev, S.BANISHED))
            and K.destroyed_by_battle(ev))


def destroyed_by_battle_to_grave(ctx, ev):
    # the 2005 text and Konami's OCG ruling on it: destroyed by battle AND sent to the GY
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev)


def _spells_traps(ctx):
    return ctx.spells_traps("both")


def resolve(ctx):
    cards = ctx.spells_traps("both")
    if cards:
        yield from ctx.destroy(cards)


def _effects(battle_match, where):
    return [
        Effect(SUMMON_PROC, range=(S.HAND,), grave_banish="own", condition=proc_condition, cost=proc_cost,
               label="banish 1 EARTH monster"),
        Effect(TRIGGER, events="moved", range=where, match=battle_match,
               damage_step=DS_ALWAYS, resolve=resolve, destroys=Destroys(_spells_traps),
               label="destroy every Spell and Trap"),
    ]


EFFECTS = _effects(destroyed_by_battle, (S.GRAVE, S.BANISHED))

ERAS = {"2005": {
    "DESCRIPTION": ("Never Normal Summoned or Set: it comes out from the hand by banishing 1 EARTH "
                    "monster from its owner's GY. Destroyed by battle and sent to the GY, it wipes "
                    "every Spell and Trap Card on the field (mandatory; 2005 text)."),
    "EFFECTS": _effects(destroyed_by_battle_to_grave, (S.GRAVE,)),
}}
