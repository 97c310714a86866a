"""Suijin (98434877), Effect Monster."""
from duelist.cards.scripts.c25955164_sanga_of_the_thunder import atk_to_zero

DESCRIPTION = ("Level 7 WATER Aqua. During damage calculation in the opponent's turn, when it is "
               "the monster attacked, its controller may target the attacking monster: its ATK "
               "becomes 0. Only once while this card is face-up on the field.")

# The 2005 text and today's OCG text do the same (as Sanga of the Thunder's): no ERAS entry.
EFFECTS = [atk_to_zero("Suijin")]
