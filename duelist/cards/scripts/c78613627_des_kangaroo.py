"""Des Kangaroo (78613627), Effect Monster."""
from duelist.cards.scripts.c33977496_thousand_needles import needles_effect

DESCRIPTION = ("Trigger effect: after damage calculation of an attack on this card in Defense "
               "Position by a monster whose ATK is lower than this card's DEF, the attacker is "
               "destroyed (Thousand Needles' effect).")

EFFECTS = [needles_effect()]
