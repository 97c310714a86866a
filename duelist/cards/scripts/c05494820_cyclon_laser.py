"""Cyclon Laser (5494820), Equip Spell."""
from duelist.cards.common import C, CONTINUOUS, Effect, R, equip_spell

DESCRIPTION = ("Equip Spell for a face-up Gradius only: it gains 300 ATK, and attacking a Defense "
               "Position monster it deals the amount its ATK exceeds that DEF as battle damage "
               "(piercing).")

GRADIUS = 10992251

# One meaning in both eras (the 2005 print, LON-095: equip only to Gradius, +300 ATK, and the
# difference over a Defense Position monster's DEF dealt as battle damage): no ERAS entry.
EFFECTS = equip_spell(lambda ctx, card: ctx.is_named(card, GRADIUS), atk=300) + [
    Effect(CONTINUOUS, tag=C.PIERCING, affects=lambda ctx, card: ctx.related(R.EQUIP) is card, label="piercing"),
]
