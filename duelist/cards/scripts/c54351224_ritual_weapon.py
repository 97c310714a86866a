"""Ritual Weapon (54351224), Equip Spell."""
from duelist.cards.common import equip_spell


def level_6_or_lower_ritual(ctx, card):
    """A face-up Ritual Monster whose Level now is 1 to 6 (a Level change counts: Demotion)."""
    return card.face_up and "Ritual" in card.data.kinds and 0 < ctx.level(card) <= 6


DESCRIPTION = ("Equip Spell for a Ritual Monster of Level 6 or lower only (its Level now): it gains "
               "1500 ATK and 1500 DEF. A Level that rises above 6 sends this card to the GY.")

# The 2005 text (SOD-EN048, 2004) does the same: no ERAS entry. Like Fusion Weapon's, the condition
# reads the current Level, so it is no PrintedCondition: the state checks ask it each time.
EFFECTS = equip_spell(level_6_or_lower_ritual, atk=1500, defense=1500)
