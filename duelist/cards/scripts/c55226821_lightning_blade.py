"""Lightning Blade (55226821), Equip Spell."""
from duelist.cards.common import C, CONTINUOUS, Effect, equip_spell, race_is
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for a Warrior monster only: it gains 800 ATK. While it is on the field, "
               "every face-up WATER monster on the field loses 500 ATK and DEF.")


def water(ctx, card):
    """A face-up WATER monster, either side (the equipped Warrior too, should it be WATER)."""
    return card.location == S.MZONE and card.face_up and ctx.attribute(card) == "WATER"


# The 2005 text (LON-022, 2003) does the same: no ERAS entry.
EFFECTS = equip_spell(race_is("Warrior"), atk=800) + [
    Effect(CONTINUOUS, tag=C.STATS, affects=water, value=lambda ctx, card: (-500, -500),
           label="WATER monsters lose 500 ATK/DEF"),
]
