"""Lekunga (62543393), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect
from duelist.cards.db import get_card
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WATER Plant (1700/500). Its controller can banish 2 WATER monsters from their GY "
               "(a cost) to Special Summon 1 Lekunga Token (Level 2 WATER Plant, 700/700) in Attack "
               "Position; as often as they like.")

LEKUNGA_TOKEN = 62543394      # the card database's Token record


def _waters(ctx):
    return K.grave_monsters(ctx, "me", lambda c: c.data.attribute == "WATER")


def _can_pay(ctx):
    return len(_waters(ctx)) >= 2


def _condition(ctx):
    return ctx.free_monster_zone_count() >= 1 and not ctx.summon_locked()


def _banish_two(ctx):
    yield from K.banish_cost(ctx, _waters, 2, "Lekunga: banish 2 WATER monsters")


def _token(ctx):
    if ctx.free_monster_zone_count() < 1 or ctx.summon_locked():
        return
    ctx.create_token(get_card(LEKUNGA_TOKEN), S.FACEUP_ATTACK)


# The 2005 text (IOC-027: remove from play 2 WATER monsters in your Graveyard to Special Summon 1 Lekunga
# Token in Attack Position) does what today's does: no ERAS entry.
EFFECTS = [
    Effect(IGNITION, condition=_condition, can_pay=_can_pay, cost=_banish_two, resolve=_token,
           grave_banish="own", special_summons=True, label="banish 2 WATER monsters: a Lekunga Token"),
]
