"""Lava Golem (102380), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import SUMMON_PROC, TRIGGER, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 8 FIRE Fiend that is never Normal Summoned or Set. Its owner Special Summons "
               "it from the hand onto the OPPONENT's field by Tributing two monsters the opponent "
               "controls; that turn its owner cannot Normal Summon or Set. In each of its "
               "controller's Standby Phases, that controller takes 1000 damage.")

CANNOT_NORMAL_SUMMON = True
CANNOT_NORMAL_SET = True
SUMMON_CONDITION = "proc_only"


def _condition(ctx):
    # "You cannot Normal Summon/Set the turn you Special Summon this card": not after one
    return not ctx.normal_summon_used() and len(ctx.tributable(ctx.monsters("opp"))) >= 2


def _cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.tributable(ctx.monsters("opp")), 2,
                                         prompt="Lava Golem: Tribute 2 monsters your opponent controls")
    ctx.send_to_grave(chosen, "tribute")
    ctx.forgo_normal_summon()


EFFECTS = [
    # it lands on the opponent's field (the Tributes free a zone there)
    Effect(SUMMON_PROC, range=(S.HAND,), condition=_condition, cost=_cost, to_opponent=True,
           label="Tribute 2 opponent's monsters"),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=K.standby_match(), once_per_turn=True,
           resolve=lambda ctx: ctx.damage(ctx.player, 1000), label="1000 damage to its controller",
           inflicts_damage="self"),
]
