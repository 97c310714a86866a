"""Toll (82003859), Continuous Spell."""
from duelist.cards.common import C, CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Spell: while it is face-up, each player pays 500 LP for each attack "
               "they declare (no attack is declared where the LP cannot cover it).")


EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag=C.ATTACK_LP_COST, value=lambda ctx, card: 500, label="500 LP to declare an attack"),
    # (the Battle Step reads the attack costs with the "cannot attack" effects, engine/battle.py:
    # this one bars nothing, it declares the tag that makes the engine ask the cost; Dark Elf's way)
    Effect(CONTINUOUS, tag=C.CANNOT_ATTACK, affects=lambda ctx, card: False, label="(no attack barred)"),
]
# (the Magic Ruler-era text (yugioh-wiki.net 《通行税》, its old and new wordings) and today's do the
# same; no ERAS entry)
