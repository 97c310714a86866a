"""Spell Canceller (84636823), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 5 WIND Machine (1800/1600). While it is face-up on the field, neither "
               "player can activate Spell Cards, and every Spell Card on the field has its "
               "effects negated.")

# One text in both eras (the 2005-era text: no Spell Cards can be activated, the effects of Spell Cards
# on the field are negated): no ERAS entry. The lock bars the activation of a Spell Card
# (C.NO_SPELL_ACTIVATION, both players: no `affects`); the effects of face-up Spell Cards on
# the field stop applying (C.NEGATE_SPELLS, as Imperial Order's).
EFFECTS = [
    Effect(CONTINUOUS, tag=C.NO_SPELL_ACTIVATION, label="no Spell activation"),
    Effect(CONTINUOUS, tag=C.NEGATE_SPELLS, label="Spell Cards on the field negated"),
]
