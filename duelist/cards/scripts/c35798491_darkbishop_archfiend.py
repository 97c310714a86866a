"""Darkbishop Archfiend (35798491), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 3 WATER Fiend (300/1400). Its controller pays 500 LP in each of their Standby "
               "Phases (not optional; with fewer LP it is destroyed). As an effect of a card the "
               "opponent controls that targets a face-up \"Archfiend\" monster its controller "
               "controls (itself too) resolves, a die is rolled: on a 1, 3 or 6 that effect is "
               "negated and that card destroyed (one roll for each such effect; the monster's own "
               "die, if it has one, is rolled besides).")

EFFECTS = [
    K.archfiend_upkeep(500),
    K.archfiend_die((1, 3, 6), guards_archfiends=True),
]
