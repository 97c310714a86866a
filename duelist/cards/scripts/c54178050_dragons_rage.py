"""Dragon's Rage (54178050), Continuous Trap."""
from duelist.cards.common import C, CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Trap: while it is face-up, a Dragon its controller controls that attacks "
               "a Defense Position monster deals the opponent the amount its ATK exceeds that "
               "monster's DEF as battle damage.")


def _own_dragon(ctx, card):
    return card.controller == ctx.player and card.face_up and ctx.race(card) == "Dragon"


# The 2005 text (LOD: a Dragon-Type monster of yours attacking a Defense Position monster with a
# lower DEF inflicts the difference as Battle Damage) and today's do the same: no ERAS entry.
EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag=C.PIERCING, affects=_own_dragon, label="your Dragons deal piercing damage"),
]
