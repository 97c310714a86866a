"""Spell Economics (04259068), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, C, Effect, activate

DESCRIPTION = ("Continuous Spell: while it is face-up, its controller pays no LP to activate a Spell "
               "Card (the LP an activation costs; an effect of a face-up Spell, and Chain Energy's "
               "charge, are still paid).")

# (the 2005 text, AST / DR2-EN202, and today's do the same: no ERAS entry)
EFFECTS = [
    activate(),
    # its controller's Spell Card activations (goatrulings.com): effects.ActivationCtx
    Effect(CONTINUOUS, tag=C.NO_SPELL_ACTIVATION_LP, label="no LP paid to activate a Spell Card"),
]
