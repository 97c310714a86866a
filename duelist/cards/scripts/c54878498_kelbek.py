"""Kelbek (54878498), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect
from duelist.cards.scripts.c13945283_wall_of_illusion import match, resolve
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Fairy (1500/1800). After damage calculation of a battle in which a "
               "monster attacked it, that attacking monster returns to its owner's hand (not "
               "optional; damage is calculated first; it applies even if Kelbek is destroyed by "
               "that battle).")

# Wall of Illusion's effect (the same text); the 2005 print, DCR-078, and today's do the same: no
# ERAS entry
EFFECTS = [Effect(TRIGGER, events=("battled",), match=match, range=(S.MZONE,), resolve=resolve,
                  label="return the attacking monster to the hand")]
