"""Unshaven Angler (92084010), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 4 WATER Fish (1500/1600). While face-up it may count as two Tributes when it is "
               "Tributed for the Tribute Summon (or Set) of a WATER monster.")

# as Kaiser Sea Horse's: the summoned monster's printed Attribute (a card in the hand has no other).
# The SOD-EN028 print (2005) and today's text do the same: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="double_tribute",
                  affects=lambda ctx, summoned: summoned.data.attribute == "WATER",
                  label="double Tribute for WATER")]
