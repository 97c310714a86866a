"""Sasuke Samurai (16222645), Effect Monster."""
from duelist.cards import kit as K
from duelist.engine import state as S

DESCRIPTION = ("Level 2 WIND Warrior. When it attacks a face-down Defense Position monster, that "
               "monster is destroyed by this effect as the Damage Step begins, still face-down: "
               "it is not flipped and no damage is calculated.")


# (the 2005 text, PGD-015, and today's do the same: no ERAS entry)
EFFECTS = [K.destroy_attacked_in(S.FACEDOWN_DEFENSE, "destroy the face-down monster it attacks")]
