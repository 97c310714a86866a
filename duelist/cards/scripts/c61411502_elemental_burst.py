"""Elemental Burst (61411502), Normal Trap."""
from duelist.cards.common import MonstersOnField, activate
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Normal Trap: as its cost, Tribute four monsters you control, one WIND, one WATER, one "
               "FIRE and one EARTH (each monster counts for one Attribute); then destroy every card "
               "your opponent controls.")

ATTRIBUTES = ("WIND", "WATER", "FIRE", "EARTH")


def _of(ctx, attribute, chosen=()):
    return [c for c in ctx.tributable(ctx.monsters("me")) if ctx.attribute(c) == attribute and c not in chosen]


def can_pay(ctx):
    return all(_of(ctx, a) for a in ATTRIBUTES)


def cost(ctx):
    chosen = []
    for attribute in ATTRIBUTES:
        picked = yield from ctx.choose_cards(_of(ctx, attribute, chosen), 1,
                                             prompt="Elemental Burst: Tribute which %s monster?" % attribute)
        chosen.extend(picked)
    ctx.send_to_grave(chosen, "tribute")


def _opponents_cards(ctx):
    return ctx.field("opp")


def resolve(ctx):
    yield from ctx.destroy(ctx.field("opp"))


# (the 2005 print, FET-EN059, does the same: no ERAS entry)
EFFECTS = [activate(resolve, condition=MonstersOnField(mine=4, rest=lambda ctx: bool(ctx.field("opp"))), cost=cost, can_pay=can_pay, destroys=Destroys(_opponents_cards))]
