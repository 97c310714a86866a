"""Chain Energy (79323590), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Spell: while it stays face-up, either player has to pay 500 LP each "
               "time they Normal Summon, Special Summon or Set, and for each card they activate "
               "out of their hand.")

# The engine charges the tag's value (LP) for every Normal Summon, Set, summoning procedure
# and activation from the hand, and for every card Special Summoned from the hand by an
# effect or a Pendulum Summon (as it is summoned; a player who cannot pay does not summon it: actions.py
# `Duel.special_summon`, `Duel.can_special_summon`).
def _effects(*more):
    return [
        activate(),
        Effect(CONTINUOUS, tag="hand_action_lp_cost", affects=lambda ctx, card: True,
               value=lambda ctx, card: 500, label="500 LP to summon, Set or activate from the hand"),
    ] + list(more)


EFFECTS = _effects()

# the 2005 text (GOAT): 500 LP for each card "played or Set" from the hand, which Upper Deck's
# tournament ruling read as the activation of a monster's effect from the hand too (Kuriboh,
# Thunder Dragon; a card sent as a cost or Tributed is not played); the engine charges it
# (tag hand_effect_lp_cost) for any effect of a card activated from the hand that is not the
# card's own activation
ERAS = {"2005": {
    "DESCRIPTION": ("Continuous Spell: while it stays face-up, either player has to pay 500 LP "
                    "each time they summon or Set, and for each card they play out of their "
                    "hand, a monster's effect activated from the hand included (2005 text)."),
    "EFFECTS": _effects(
        Effect(CONTINUOUS, tag="hand_effect_lp_cost", affects=lambda ctx, card: True,
               value=lambda ctx, card: 500, label="500 LP to activate a monster's effect from the hand")),
}}
