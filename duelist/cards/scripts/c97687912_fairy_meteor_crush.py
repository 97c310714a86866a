"""Fairy Meteor Crush (97687912), Equip Spell."""
from duelist.cards.common import C, CONTINUOUS, Effect, R, equip_spell

DESCRIPTION = ("Equip Spell for any face-up monster: attacking a Defense Position monster, it deals "
               "the amount its ATK exceeds that DEF as battle damage (piercing).")

# The 2005 text (PSV) does what today's does: no ERAS entry.
EFFECTS = equip_spell(None) + [
    Effect(CONTINUOUS, tag=C.PIERCING, affects=lambda ctx, card: ctx.related(R.EQUIP) is card, label="piercing"),
]
