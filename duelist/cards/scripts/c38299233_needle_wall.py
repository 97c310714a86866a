"""Needle Wall (38299233), Continuous Trap."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: in each of its controller's own Standby Phases a mandatory trigger "
               "rolls a die until it shows 1 to 5 (a 6 is rolled again) and destroys the monster, if "
               "any, in the opponent's Main Monster Zone of that number, counted 1 to 5 from this "
               "card's controller's right (the opponent's leftmost zone is 1).")


def zone_monster(ctx, number):
    """The monster in the opponent's Main Monster Zone `number` counted from our right: the
    zone across from our rightmost one is their leftmost, their zone 0."""
    for card in ctx.monsters("opp"):
        if card.location == S.MZONE and card.seq == number - 1:
            return card
    return None


def resolve(ctx):
    result = ctx.roll_die()
    while result == 6:
        result = ctx.roll_die()
    victim = zone_monster(ctx, result)
    if victim is not None:
        yield from ctx.destroy([victim])


EFFECTS = [
    activate(),
    Effect(TRIGGER, events="phase", range=(S.SZONE,), during=During(own=(S.PHASE_STANDBY,)),
           match=K.standby_match(), resolve=resolve, label="roll a die: destroy the monster in that zone"),
]
