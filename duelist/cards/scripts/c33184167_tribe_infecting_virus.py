"""Tribe-Infecting Virus (33184167), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect, discard_one_cost

DESCRIPTION = ("Level 4 Aqua. Main Phase action: discard a card and name a monster Type; every "
               "face-up monster of that Type on the field, on both sides, is destroyed.")


def cost(ctx):
    yield from discard_one_cost(ctx)
    race = yield from K.declare_type(ctx)
    ctx.link.info["race"] = race


def resolve(ctx):
    race = ctx.link.info.get("race")
    yield from ctx.destroy([c for c in ctx.monsters("both", face_up=True) if ctx.race(c) == race])


EFFECTS = [Effect(IGNITION, cost=cost, can_pay=lambda ctx: bool(ctx.hand("me")), resolve=resolve,
                  label="destroy a Type")]
