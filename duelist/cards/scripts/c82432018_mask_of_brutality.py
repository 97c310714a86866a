"""Mask of Brutality (82432018), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import equip_spell

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 1000 ATK and loses 1000 DEF. In each of "
               "its controller's Standby Phases they pay 1000 LP or, if they do not (or cannot), it is "
               "destroyed.")

# a maintenance cost, as Messenger of Peace's: applied in its controller's own Standby Phase, no
# chain link, due while its effect is negated too (Imperial Order)
EFFECTS = equip_spell(None, atk=1000, defense=-1000) + [K.standby_upkeep(1000)]
