"""Crimson Ninja (14618326), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, set_card_or_face_up
from duelist.cards.scripts.c46461247_trap_master import resolve, spell_trap_zone_cards
from duelist.cards.common import DESTROYS_TARGETS  # (round 58f: destroys which)

DESCRIPTION = ("Level 1 EARTH Warrior Flip monster, 300 / 300. Flip effect: target 1 Trap on the "
               "field and destroy it; a face-down target is revealed and destroyed only if it is a "
               "Trap (else it stays Set). The effect of Trap Master.")

# (the 2005 text, IOC-006, and today's do the same: no ERAS entry)
EFFECTS = [Effect(FLIP, resolve=resolve, destroys=DESTROYS_TARGETS,
                  target=Target(spell_trap_zone_cards, filter=set_card_or_face_up("Trap"),
                                prompt="Crimson Ninja: destroy which Trap?"))]
