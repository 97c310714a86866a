"""Chain Energy (79323590), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Spell: while it stays face-up, either player has to pay 500 LP each "
               "time they Normal Summon, Special Summon or Set, and for each card they activate "
               "out of their hand.")

# The engine charges the tag's value (LP) for every Normal Summon, Set, summoning procedure
# and activation from the hand, and for every card Special Summoned from the hand by an
# effect or a Pendulum Summon (as it is summoned; a player who cannot pay does not summon it: actions.py
# `Duel.special_summon`, `Duel.can_special_summon`).
EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag="hand_action_lp_cost", affects=lambda ctx, card: True,
           value=lambda ctx, card: 500, label="500 LP to summon, Set or activate from the hand"),
]
