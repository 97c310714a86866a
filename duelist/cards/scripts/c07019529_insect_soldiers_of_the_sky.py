"""Insect Soldiers of the Sky (7019529), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect, battling

DESCRIPTION = ("Level 3 WIND Insect. While it is the attacker and the monster it battles is a face-up "
               "WIND one, it is 1000 ATK stronger for the rest of that Damage Step (never while it "
               "is the one attacked).")


def _gain(ctx, card):
    if ctx.in_damage_step:
        battle = battling(ctx)
        if battle is not None and battle[0] is card and battle[1] is not None and \
                battle[1].face_up and ctx.attribute(battle[1]) == "WIND":
            return (1000, 0)
    return (0, 0)


# The OCG ruling of 2010 applies the gain through the whole Damage Step; the English print (MRD-101,
# "whenever it attacks a WIND monster") names no shorter window, so the GOAT preset plays the same:
# no ERAS entry (round 57u; the earlier "damage calculation only" quote was not found).
EFFECTS = [Effect(CONTINUOUS, tag="stats", affects=lambda ctx, card: card is ctx.card, value=_gain,
                  label="+1000 ATK attacking a WIND monster, in the Damage Step")]
