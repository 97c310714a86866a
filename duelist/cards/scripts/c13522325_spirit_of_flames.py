"""Spirit of Flames (13522325), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, SUMMON_PROC, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 FIRE Pyro that is never Normal Summoned or Set: it is Special Summoned from "
               "the hand by banishing 1 FIRE monster from its owner's GY. Throughout each of its "
               "controller's own Battle Phases it has 300 more ATK.")

CANNOT_NORMAL_SUMMON = True
SUMMON_CONDITION = "proc_only"


def fire_monsters(ctx):
    return K.grave_monsters(ctx, "me", lambda c: c.data.attribute == "FIRE")


def proc_cost(ctx):
    yield from K.banish_cost(ctx, fire_monsters, 1, "Spirit of Flames: banish 1 FIRE monster")


def in_own_battle_phase(ctx):
    return ctx.phase == S.PHASE_BATTLE and ctx.turn_player == ctx.player


EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), grave_banish="own", condition=lambda ctx: bool(fire_monsters(ctx)),
           cost=proc_cost, label="banish 1 FIRE"),
    Effect(CONTINUOUS, tag="stats", condition=in_own_battle_phase, affects=lambda ctx, card: card is ctx.card,
           value=lambda ctx, card: (300, 0), label="+300 ATK in its controller's Battle Phase"),
]
