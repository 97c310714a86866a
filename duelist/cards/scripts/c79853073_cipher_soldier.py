"""Cipher Soldier (79853073), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect, battling

DESCRIPTION = ("Level 3 EARTH Machine (1350/1800). While it battles a face-up Warrior monster (attacking "
               "it or attacked by it) it has 2000 more ATK and DEF, during damage calculation only.")


def gain(ctx, card):
    if not ctx.in_damage_calculation:
        return (0, 0)
    battle = battling(ctx)
    if battle is None or battle[1] is None:
        return (0, 0)
    attacker, target = battle
    other = target if attacker is card else attacker if target is card else None
    if other is None or not other.face_up or ctx.race(other) != "Warrior":
        return (0, 0)
    return (2000, 2000)


# as kit.battle_gain_against (Luminous Soldier), by Type and on both ATK and DEF. The print of 2004 (TFK
# promotion, "during damage calculation only") and today's text do the same: no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=gain,
                  label="+2000 ATK/DEF against a Warrior in damage calculation")]
