"""Kuriboh (40640057), Effect Monster."""
from duelist.cards.common import DS_CALC, END_OF_DAMAGE_STEP, Effect, L, QUICK, battling
from duelist.engine import state as S


def condition(ctx):
    fight = battling(ctx)
    return fight is not None and fight[0].controller != ctx.player and ctx.in_damage_calculation


def cost(ctx):
    ctx.discard([ctx.card], "cost")


def resolve(ctx):
    ctx.player_flag(ctx.player, L.NO_BATTLE_DAMAGE, until=END_OF_DAMAGE_STEP)


DESCRIPTION = ("Quick effect from the hand, during damage calculation of an opponent's attack: "
               "discard it and you take no battle damage from that battle.")

EFFECTS = [Effect(QUICK, range=(S.HAND,), condition=condition, cost=cost, discard_cost=True, resolve=resolve,
                  damage_step=DS_CALC)]
