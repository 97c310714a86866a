"""Silent Swordsman LV7 (37267041), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Level 7 LIGHT Warrior. It cannot be Normal Summoned or Set, and only the effect of "
               "\"Silent Swordsman LV5\" can Special Summon it (nothing else, ever). While it is "
               "face-up on the field, the effects of every Spell Card on the field, both players', "
               "are negated.")

SUMMON_CONDITION = "only_proc"      # LV5's level-up summons it with `proper=True`

# One meaning in both eras (the 2005 text, WC5: "negate the effects of all Spell Cards on the
# field"): no ERAS entry.
EFFECTS = [Effect(CONTINUOUS, tag="negate_spells", label="the Spell Cards on the field are negated")]
