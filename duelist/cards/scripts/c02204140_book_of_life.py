"""Book of Life (2204140), Normal Spell."""
from duelist.cards.common import FreeMonsterZones, Target, activate, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: pick a Zombie in your own GY and any monster in your opponent's GY. "
               "The Zombie comes back to your field; only if it does is the opponent's monster "
               "removed from play.")


def _my_zombies(ctx):
    return [c for c in ctx.grave("me") if c.data.card_type == "Monster" and c.data.race == "Zombie"]


def _their_monsters(ctx):
    return [c for c in ctx.grave("opp") if c.data.card_type == "Monster"]


def in_grave(ctx, card):
    return card.location == S.GRAVE


def revivable(ctx, card):
    # a filter, not part of the candidates: the engine's "is there a target" stops at the
    # first Zombie that may be Special Summoned
    return card.location == S.GRAVE and ctx.can_special_summon(card)


def resolve(ctx):
    zombies = ctx.target_group(0)
    theirs = ctx.target_group(1)
    if not zombies or not ctx.can_special_summon(zombies[0]):
        return                       # "and if you do": no summon, no banish
    position = yield from choose_summon_position(ctx, zombies[0])
    if ctx.special_summon(zombies[0], position=position) and theirs:
        ctx.banish(theirs)


# the Zombie comes back to a Main Monster Zone of yours
# it banishes from a GY: not activated while its player may not (Necrovalley, Kycoo)
EFFECTS = [activate(resolve, special_summons=True, condition=FreeMonsterZones(1), grave_banish="opp", target=[
    Target(_my_zombies, filter=revivable, prompt="Book of Life: which Zombie in your GY?"),
    Target(_their_monsters, filter=in_grave, prompt="Book of Life: which monster in your opponent's GY?"),
])]
