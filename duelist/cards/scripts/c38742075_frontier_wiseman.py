"""Frontier Wiseman (38742075), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
# (Ryu Senshi's second effect does the same: a Spell Card's link that targets this card)
from duelist.cards.scripts.c49868263_ryu_senshi import destroy_it, targets_it

DESCRIPTION = ("Level 3 EARTH Spellcaster (1600/800). While it is face-up on the field, any Spell Card "
               "that targets it has its effect negated and is destroyed.")

# One meaning in both eras (the LOD print and the OCG text of 《辺境の大賢者》): no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="negate_links", affects=targets_it, value=destroy_it,
                  label="Spells that target it are negated and destroyed")]
