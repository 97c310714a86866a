"""Different Dimension Dragon (50939127), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect, battling

DESCRIPTION = ("Level 5 LIGHT Dragon, 1200 ATK / 1500 DEF. Spell and Trap effects destroy it only "
               "when they target it; a battle with a monster of 1900 ATK or less never destroys "
               "it.")


def _not_targeted(ctx, card):
    """Not a target of the chain link resolving now (a destruction outside any resolution -- an
    Equip Card's "destroy that monster" -- targets nothing)."""
    if card is not ctx.card:
        return False
    chain = ctx.chain
    return not chain or card.uid not in chain[-1].targets


def _weak_battle(ctx, card):
    if card is not ctx.card:
        return False
    fight = battling(ctx)
    if fight is None or fight[1] is None or card not in fight:
        return False
    other = fight[1] if fight[0] is card else fight[0]
    return ctx.atk(other) <= 1900


# The 2005 text (not destroyed by a Spell or Trap effect that does not designate it as a target;
# not destroyed as a result of battle with a monster of 1900 or less ATK) and today's do the same:
# no ERAS entry.
EFFECTS = [
    Effect(CONTINUOUS, tag=C.EFFECT_INDESTRUCTIBLE, affects=_not_targeted, value=("Spell", "Trap"),
           label="not destroyed by Spell/Trap effects that do not target it"),
    Effect(CONTINUOUS, tag=C.BATTLE_INDESTRUCTIBLE, affects=_weak_battle,
           label="not destroyed by battle with a monster of 1900 or less ATK"),
]
