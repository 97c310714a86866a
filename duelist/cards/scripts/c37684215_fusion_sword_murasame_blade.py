"""Fusion Sword Murasame Blade (37684215), Equip Spell."""
from duelist.cards.common import C, CONTINUOUS, R, Effect, equip_spell, race_is

DESCRIPTION = ("Equip Spell for a Warrior monster only: it gains 800 ATK. While it is equipped to a "
               "monster, no card effect can destroy this card (the rule still sends it away once "
               "its monster leaves).")


def equipped_itself(ctx, card):
    """This card while it is equipped (Set, it is no Equip Card: Mystical Space Typhoon destroys it)."""
    return card is ctx.card and ctx.related(R.EQUIP) is not None


# The 2005 text (LOD-079, 2004) does the same: no ERAS entry.
EFFECTS = equip_spell(race_is("Warrior"), atk=800) + [
    Effect(CONTINUOUS, tag=C.EFFECT_INDESTRUCTIBLE, affects=equipped_itself,
           label="cannot be destroyed by card effects while equipped"),
]
