"""Two Thousand Needles (83228073), Effect Monster."""
from duelist.cards.scripts.c33977496_thousand_needles import needles_effect

DESCRIPTION = ("Level 5 EARTH Beast (2000/1800). Trigger effect, no target: at the end of the Damage "
               "Step in which this Defense Position card was attacked by a monster with less ATK than "
               "its DEF, that attacker is destroyed (Thousand Needles' effect).")

# (the 2003 print, AST-027, and today's text do the same: no ERAS entry)
EFFECTS = [needles_effect()]
