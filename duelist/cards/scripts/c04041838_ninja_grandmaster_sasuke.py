"""Ninja Grandmaster Sasuke (4041838), Effect Monster."""
from duelist.cards import kit as K
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Warrior. A face-up monster in Defense Position that it attacks does "
               "not get to fight: as the Damage Step begins its effect destroys that monster "
               "outright, so no damage is calculated (a face-down one battles as usual).")


# (a face-down one is not this effect's: SOD-EN019 and the OCG text name a face-up one)
EFFECTS = [K.destroy_attacked_in(S.FACEUP_DEFENSE, "destroy the Defense Position monster it attacks")]
