"""DNA Surgery (74701381), Continuous Trap."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, Effect, activate
from duelist.engine.names import C, M

DESCRIPTION = ("Continuous Trap: when you activate it, declare a monster Type; while it stays "
               "face-up, every face-up monster on the field is of that Type.")


def _declare(types):
    def declare(ctx):
        """Declared on activation (not a cost): kept with the chain link until it resolves."""
        ctx.link.info["race"] = yield from K.declare_type(ctx, types)
    return declare


def resolve(ctx):
    race = ctx.link.info.get("race")
    if race is not None and ctx.card_still_here:
        ctx.mark(ctx.card, M.DECLARED, race)     # (gone when it leaves or turns face-down)


def declared(ctx, card):
    return ctx.marked(ctx.card, M.DECLARED) is not None


def _effects(types):
    return [
        activate(resolve, cost=_declare(types)),
        # the engine applies a C.RACE effect only to face-up monsters in a Monster Zone (Duel.race)
        Effect(CONTINUOUS, tag=C.RACE, affects=declared, value=lambda ctx, card: ctx.marked(ctx.card, M.DECLARED)),
    ]


EFFECTS = _effects(K.MONSTER_TYPES)

# the 2005 text (GOAT): only the Types that existed then may be declared
ERAS = {"2005": {"EFFECTS": _effects(K.MONSTER_TYPES_2005)}}
