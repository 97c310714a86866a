"""Penumbral Soldier Lady (64751286), Effect Monster."""
from duelist.cards.common import CONTINUOUS, C, Effect, battling

DESCRIPTION = ("Level 6 DARK Warrior (2100/1400). When it battles a LIGHT monster (attacking it or "
               "attacked by it), it gains 1000 ATK during damage calculation only.")


def _gain(window):
    def value(ctx, card):
        if not window(ctx):
            return (0, 0)
        battle = battling(ctx)
        if battle is None or battle[1] is None:
            return (0, 0)
        attacker, target = battle
        other = target if attacker is card else attacker if target is card else None
        if other is None or not other.face_up or ctx.attribute(other) != "LIGHT":
            return (0, 0)
        return (1000, 0)
    return value


def _effects(window, label):
    return [Effect(CONTINUOUS, tag=C.STATS, affects=lambda ctx, card: card is ctx.card, value=_gain(window),
                   label=label)]


EFFECTS = _effects(lambda ctx: ctx.in_damage_calculation, "+1000 ATK in damage calculation against a LIGHT monster")

ERAS = {"2005": {
    "DESCRIPTION": ("Level 6 DARK Warrior (2100/1400) (2004 text). When it battles a face-up LIGHT "
                    "monster (attacking it or attacked by it), it gains 1000 ATK for the whole Damage "
                    "Step."),
    "EFFECTS": _effects(lambda ctx: ctx.in_damage_step, "+1000 ATK in the Damage Step against a LIGHT monster"),
}}
