"""Insect Soldiers of the Sky (7019529), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect, battling

DESCRIPTION = ("Level 3 WIND Insect. When it attacks a WIND monster, it gains 1000 ATK during damage "
               "calculation only (not when it is attacked).")


def _gain(ctx, card):
    if ctx.in_damage_calculation:
        battle = battling(ctx)
        if battle is not None and battle[0] is card and battle[1] is not None and \
                battle[1].face_up and ctx.attribute(battle[1]) == "WIND":
            return (1000, 0)
    return (0, 0)


# The 2005 text (MRD-101) does what today's does: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card, value=_gain,
                  label="+1000 ATK attacking a WIND monster, in damage calculation")]
