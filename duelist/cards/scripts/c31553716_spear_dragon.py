"""Spear Dragon (31553716), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, STATE, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WIND Dragon. Attacking a Defense Position monster, it deals the opponent "
               "the amount its ATK exceeds that monster's DEF as battle damage. If it attacked, it "
               "turns to Defense Position at the end of that Damage Step (a continuous effect: no "
               "chain link; a direct attack too).")


def attacked_now(ctx):
    """The end of the Damage Step of this card's attack, and it is still in Attack Position."""
    card = ctx.card
    if ctx.damage_step_part != "end" or card.position != S.FACEUP_ATTACK:
        return False
    attack = ctx.attack
    return attack is not None and attack[0] == card.uid


def to_defense(ctx):
    ctx.change_position(ctx.card, S.FACEUP_DEFENSE)


# The 2005 text (SOC/LOD) and today's do the same: no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag=C.PIERCING, affects=lambda ctx, card: card is ctx.card, label="piercing"),
    # yugioh-wiki.net: both are continuous effects; applied by the state checks of the end of
    # the Damage Step (its direct attacks included: the `damage_step_end` happening is only made
    # for a battle with a monster)
    Effect(STATE, condition=attacked_now, resolve=to_defense, label="Defense Position after it attacks"),
]
