"""Fusion Weapon (27967615), Equip Spell."""
from duelist.cards.common import equip_spell


def level_6_or_lower_fusion(ctx, card):
    """A face-up Fusion Monster whose Level now is 1 to 6 (a Level change counts: Demotion)."""
    return card.face_up and "Fusion" in card.data.kinds and 0 < ctx.level(card) <= 6


DESCRIPTION = ("Equip Spell for a Fusion Monster of Level 6 or lower only (its Level now): it gains "
               "1500 ATK and 1500 DEF. A Level that rises above 6 sends this card to the GY.")

# The 2005 text (SOD) does the same: no ERAS entry. The condition reads the current Level, so it
# is no PrintedCondition: the state checks ask it each time (docs/cards.md `equip_filter`).
EFFECTS = equip_spell(level_6_or_lower_fusion, atk=1500, defense=1500)
