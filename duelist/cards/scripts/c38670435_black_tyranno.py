"""Black Tyranno (38670435), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 7 EARTH Dinosaur, 2600 ATK / 1800 DEF. While every monster the opponent "
               "controls is in Defense Position (face-up or face-down), it may attack the "
               "opponent directly.")


def _all_defense(ctx, card):
    if card is not ctx.card:
        return False
    for monster in ctx.monsters("opp"):
        if monster.position == S.FACEUP_ATTACK:
            return False
    return True


# The 2005 text (IOC-075: all the opponent's monsters in Defense Position, it may attack their
# Life Points directly) and today's do the same: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.DIRECT_ATTACK, affects=_all_defense, label="attack directly over Defense Position monsters")]
