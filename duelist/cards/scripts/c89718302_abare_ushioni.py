"""Abare Ushioni (89718302), Effect Monster."""
from duelist.cards.common import IGNITION, Effect

DESCRIPTION = ("Level 4 EARTH Beast-Warrior (1200/1200). Once per turn, in its controller's Main "
               "Phase, they call a coin toss: called right, the opponent takes 1000 damage; called "
               "wrong, they take 1000 damage themselves.")


def resolve(ctx):
    right = yield from ctx.call_coin()
    ctx.damage(ctx.opponent if right else ctx.player, 1000)


# The 2005 print (FET-EN026: once per turn, call a coin toss; right, 1000 damage to the opponent; wrong,
# 1000 to yourself) reads as today's: no ERAS entry.
EFFECTS = [Effect(IGNITION, once_per_turn=True, resolve=resolve, inflicts_damage="both",
                  label="call a coin toss: 1000 damage to your opponent or to you")]
