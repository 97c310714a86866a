"""Synchro Boost (98143165), Equip Spell."""
from duelist.cards.common import C, CONTINUOUS, Effect, equip_spell
from duelist.cards.summons import has_level_face_up

DESCRIPTION = ("Equip Spell for a monster with a Level: while equipped it is 1 Level higher and "
               "has 500 more ATK. An Xyz or Link Monster has no Level and cannot be equipped with it.")

EFFECTS = equip_spell(has_level_face_up, atk=500) + [
    Effect(CONTINUOUS, tag=C.LEVEL, affects=lambda ctx, c: ctx.related("equip") is c,
           value=lambda ctx, c: 1, label="Level +1")]
