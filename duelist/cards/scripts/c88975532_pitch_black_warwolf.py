"""Pitch-Black Warwolf (88975532), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.cards.scripts.c15960641_mirage_dragon import opponent_in_battle_phase

DESCRIPTION = ("Level 4 DARK Beast-Warrior. While it is face-up on the field, its controller's "
               "opponent cannot activate Trap Cards in either player's Battle Phase.")


# Mirage Dragon's lock (the same words). One text in both eras (2005, RDS: "your opponent cannot
# activate Trap Cards during the Battle Phase"): no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="no_trap_activation", affects=opponent_in_battle_phase,
                  label="opponent: no Trap activation in the Battle Phase")]
