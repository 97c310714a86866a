"""Thunder Crash (69196160), Normal Spell."""
from duelist.cards.common import MonstersOnField, activate

DESCRIPTION = ("Normal Spell: destroys every monster its player controls, then deals the opponent "
               "300 damage for each monster destroyed.")


def resolve(ctx):
    destroyed = yield from ctx.destroy(ctx.monsters("me"))
    if destroyed:
        ctx.damage(ctx.opponent, 300 * len(destroyed))


EFFECTS = [activate(resolve, condition=MonstersOnField(mine=1), destroys=True, inflicts_damage="opponent")]
