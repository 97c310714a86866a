"""Grave Protector (11448373), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 4 DARK Fiend (0/2000). While it is face-up on the field, a monster "
               "destroyed by battle goes back to its owner's Deck instead of the GY, and that Deck "
               "is shuffled.")


# One of the engine's GY replacements (tag C.BANISH_INSTEAD, value C.BATTLE_TO_DECK: actions.py
# `_grave_replacement`, round 59p): asked of every monster destroyed by battle, either player's,
# before a "banish instead" (Macro Cosmos: yugioh-wiki.net 《グレイヴ・キーパー》 FAQ), and of
# nothing else; a Grave Protector destroyed by that battle applies nothing (a monster destroyed by
# battle stops applying its effects: `_applying`). The 2005 print (AST-077) does what today's
# text does: no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag=C.BANISH_INSTEAD, value=C.BATTLE_TO_DECK,
           label="monsters destroyed by battle go to the Deck"),
]
