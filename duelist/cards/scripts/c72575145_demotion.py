"""Demotion (72575145), Equip Spell."""
from duelist.cards.common import C, CONTINUOUS, Effect, equip_spell
from duelist.cards.summons import has_level_face_up

DESCRIPTION = ("Equip Spell for a monster with a Level: its Level is 2 lower while equipped (never "
               "below 1). An Xyz or Link Monster has no Level and cannot be equipped with it.")

EFFECTS = equip_spell(has_level_face_up) + [
    Effect(CONTINUOUS, tag=C.LEVEL, affects=lambda ctx, c: ctx.related("equip") is c,
           value=lambda ctx, c: -2, label="Level -2")]
