"""Dark Elf (21417692), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = "Level 4 DARK Spellcaster. Its controller pays 1000 LP each time it declares an attack."


def itself(ctx, card):
    return card is ctx.card


EFFECTS = [
    Effect(CONTINUOUS, tag=C.ATTACK_LP_COST, affects=itself, value=lambda ctx, card: 1000,
           label="pays 1000 LP to attack"),
    # (the Battle Step reads the attack costs with the "cannot attack" effects, engine/battle.py:
    # this one bars nothing, it declares the tag that makes the engine ask the cost)
    Effect(CONTINUOUS, tag=C.CANNOT_ATTACK, affects=lambda ctx, card: False, label="(no attack barred)"),
]
