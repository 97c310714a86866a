"""Servant of Catabolism (2792265), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = "Level 3 LIGHT Aqua. It may attack the opponent directly, even while they control monsters."


def itself(ctx, card):
    return card is ctx.card


EFFECTS = [Effect(CONTINUOUS, tag="direct_attack", affects=itself, label="can attack directly")]
