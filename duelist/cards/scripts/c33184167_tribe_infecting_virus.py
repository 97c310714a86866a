"""Tribe-Infecting Virus (33184167), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect, discard_one_cost

DESCRIPTION = ("Level 4 Aqua. Main Phase action: discard a card and name a monster Type; every "
               "face-up monster of that Type on the field, on both sides, is destroyed.")


def _cost(types):
    def cost(ctx):
        yield from discard_one_cost(ctx)
        ctx.link.info["race"] = yield from K.declare_type(ctx, types)
    return cost


def resolve(ctx):
    race = ctx.link.info.get("race")
    yield from ctx.destroy([c for c in ctx.monsters("both", face_up=True) if ctx.race(c) == race])


def _effects(types):
    return [Effect(IGNITION, cost=_cost(types), discard_cost=True, can_pay=lambda ctx: bool(ctx.hand("me")), resolve=resolve,
                   label="destroy a Type")]


EFFECTS = _effects(K.MONSTER_TYPES)

# the 2005 text (GOAT): only the Types that existed then may be declared
ERAS = {"2005": {"EFFECTS": _effects(K.MONSTER_TYPES_2005)}}
