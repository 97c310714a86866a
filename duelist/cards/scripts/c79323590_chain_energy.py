"""Chain Energy (79323590), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Spell: while it stays face-up, either player has to pay 500 LP each "
               "time they Normal Summon, Special Summon or Set, and for each card they activate "
               "out of their hand.")

# ENGINE GAP: the engine has no "extra LP cost to summon / Set / activate from the hand" rule.
# The card activates and stays; the tag below is what an engine reader would look for
# (value = the LP each of those actions costs). See the strict xfail test in
# tests/cards/test_goat_g6_cards.py.
EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag="hand_action_lp_cost", affects=lambda ctx, card: True,
           value=lambda ctx, card: 500, label="500 LP to summon, Set or activate from the hand"),
]
