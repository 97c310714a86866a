"""Des Kangaroo (78613627), Effect Monster."""
from duelist.cards.scripts.c33977496_thousand_needles import needles_effect

DESCRIPTION = ("Trigger effect, no target: at the end of the Damage Step in which this Defense "
               "Position card was attacked by a monster with less ATK than its DEF, that attacker "
               "is destroyed (Thousand Needles' effect).")

# Konami's OCG ruling: it activates at the END of the Damage Step, in one chain with Hyper
# Hammerhead's effect (the former official ruling)

EFFECTS = [needles_effect()]
