"""Soul of Purity and Light (77527210), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, SUMMON_PROC, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 6 LIGHT Fairy that is never Normal Summoned or Set: it is Special Summoned "
               "from the hand by banishing two LIGHT monsters from its owner's GY. Throughout each "
               "of the opponent's Battle Phases, the opponent's monsters have 300 less ATK.")

CANNOT_NORMAL_SUMMON = True
SUMMON_CONDITION = "proc_only"


def light_monsters(ctx):
    return K.grave_monsters(ctx, "me", lambda c: c.data.attribute == "LIGHT")


def proc_cost(ctx):
    yield from K.banish_cost(ctx, light_monsters, 2, "Soul of Purity and Light: banish 2 LIGHT monsters")


def in_opponents_battle_phase(ctx):
    return ctx.phase == S.PHASE_BATTLE and ctx.turn_player != ctx.player


EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), grave_banish="own", condition=lambda ctx: len(light_monsters(ctx)) >= 2,
           cost=proc_cost, label="banish 2 LIGHT"),
    Effect(CONTINUOUS, tag="stats", condition=in_opponents_battle_phase,
           affects=lambda ctx, card: card.location == S.MZONE and card.controller != ctx.player,
           value=lambda ctx, card: (-300, 0), label="-300 ATK in the opponent's Battle Phase"),
]
