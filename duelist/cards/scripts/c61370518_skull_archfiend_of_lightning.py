"""Skull Archfiend of Lightning (61370518), Effect Monster."""
from duelist.cards import kit as K

DESCRIPTION = ("Level 6 DARK Fiend (2500/1200). Its controller pays 500 LP in each of their Standby "
               "Phases (not optional; with fewer LP it is destroyed). As an effect of a card the "
               "opponent controls that targets it resolves, a die is rolled: on a 1, 3 or 6 that "
               "effect is negated and that card destroyed.")

EFFECTS = [
    K.archfiend_upkeep(500),
    K.archfiend_die((1, 3, 6)),
]
