"""Gora Turtle (80233946), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Level 3 WATER Aqua. While it is face-up on the field, no monster with 1900 or more "
               "ATK (either player's) can declare an attack.")


def _strong(ctx, card):
    return ctx.atk(card) >= 1900


# "cannot declare an attack" (OCG 攻撃宣言できない): an attack declared before it applied goes on.
# (the 2005 text, PGD-014, and today's do the same: no ERAS entry)
EFFECTS = [Effect(CONTINUOUS, tag=C.CANNOT_DECLARE_ATTACK, affects=_strong,
                  label="1900+ ATK monsters cannot declare an attack")]
