"""Rocket Jumper (53890795), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Rock, 1000 ATK / 800 DEF. While every monster the opponent controls "
               "is in Defense Position (face-up or face-down), it may attack the opponent directly.")


def _in_attack_position(ctx, card):
    return card.position == S.FACEUP_ATTACK


def over_defenders(ctx, card):
    return card is ctx.card and not ctx.any_card("monsters", _in_attack_position, who="opp")


# The 2005 text (AST-015: if all monsters on your opponent's side of the field are in Defense
# Position, this card can attack your opponent's Life Points directly) and today's do the same: no
# ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="direct_attack", affects=over_defenders,
                  label="attacks directly while the opponent has only Defense Position monsters")]
