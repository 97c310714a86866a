"""Reaper of the Cards (33066139), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, set_card_or_face_up
from duelist.cards.scripts.c46461247_trap_master import resolve, spell_trap_zone_cards
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Flip effect: target 1 Trap on the field and destroy it. A face-down target is "
               "revealed and destroyed only if it is a Trap (else it stays Set).")

# The 2005 text (LOB: destroys 1 Trap on the field; a face-down target is flipped to look at it,
# destroyed if a Trap, else returned face-down) does what today's does: no ERAS entry.
EFFECTS = [Effect(FLIP, resolve=resolve, destroys=DESTROYS_TARGETS, target=Target(spell_trap_zone_cards, filter=set_card_or_face_up("Trap"),
                                                       prompt="Reaper of the Cards: destroy which Trap?"))]
