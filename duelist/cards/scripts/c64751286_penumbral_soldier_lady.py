"""Penumbral Soldier Lady (64751286), Effect Monster."""
from duelist.cards.common import CONTINUOUS, C, Effect, battling

DESCRIPTION = ("Level 6 DARK Warrior (2100/1400). When it battles a face-up LIGHT monster (attacking "
               "it or attacked by it), it gains 1000 ATK for the Damage Step.")


def _gain(ctx, card):
    if not ctx.in_damage_step:
        return (0, 0)
    battle = battling(ctx)
    if battle is None or battle[1] is None:
        return (0, 0)
    attacker, target = battle
    other = target if attacker is card else attacker if target is card else None
    if other is None or not other.face_up or ctx.attribute(other) != "LIGHT":
        return (0, 0)
    return (1000, 0)


# The 2004 print (SOD-EN033), today's text and the OCG text 《月の女戦士》 agree: the gain lasts the
# Damage Step (a face-down LIGHT target counts once it is flipped face-up): no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=_gain,
                  label="+1000 ATK in the Damage Step against a LIGHT monster")]
