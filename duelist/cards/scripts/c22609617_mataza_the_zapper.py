"""Mataza the Zapper (22609617), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect

DESCRIPTION = ("Effect Monster: it can declare two attacks in each Battle Phase (any targets, a "
               "direct attack included), and control of it cannot switch: no effect can take it "
               "or trade it.")


def itself(ctx, card):
    return card is ctx.card


EFFECTS = [
    Effect(CONTINUOUS, tag=C.EXTRA_ATTACKS, affects=itself, value=lambda ctx, card: 1, label="attacks twice"),
    Effect(CONTINUOUS, tag=C.CONTROL_FIXED, affects=itself, label="its control cannot switch"),
]
