"""Mountain (50913601), Field Spell."""
from duelist.cards.common import field_spell, race_is

DESCRIPTION = "Field Spell: every face-up Dragon, Winged Beast and Thunder monster gains 200 ATK and DEF."

EFFECTS = field_spell((race_is("Dragon", "Winged Beast", "Thunder"), 200, 200))
