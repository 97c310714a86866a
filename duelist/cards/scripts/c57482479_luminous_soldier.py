"""Luminous Soldier (57482479), Effect Monster."""
from duelist.cards.common import CONTINUOUS, C, Effect, battling

DESCRIPTION = ("Level 5 LIGHT Warrior (2100/1400). When it battles a DARK monster (attacking it or "
               "attacked by it), it gains 500 ATK during damage calculation only.")


def _gain(ctx, card):
    if not ctx.in_damage_calculation:
        return (0, 0)
    battle = battling(ctx)
    if battle is None or battle[1] is None:
        return (0, 0)
    attacker, target = battle
    other = target if attacker is card else attacker if target is card else None
    if other is None or ctx.attribute(other) != "DARK":
        return (0, 0)
    return (500, 0)


# The 2005 print (TP5-EN001: +500 ATK during damage calculation only, when it battles a DARK monster)
# reads as today's: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=_gain,
                  label="+500 ATK in damage calculation against a DARK monster")]
