"""Enraged Battle Ox (76909279), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 4 EARTH Beast-Warrior (1700/1000). While it is face-up, each Beast, "
               "Beast-Warrior or Winged Beast its controller controls, itself included, deals the "
               "amount its ATK exceeds a Defense Position target's DEF as battle damage.")

TYPES = ("Beast", "Beast-Warrior", "Winged Beast")


def _own_beast(ctx, card):
    return card.controller == ctx.player and card.face_up and ctx.race(card) in TYPES


# The 2005 text (IOC-070) and today's do the same: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.PIERCING, affects=_own_beast,
                  label="your Beasts, Beast-Warriors and Winged Beasts deal piercing damage")]
