"""Ancient Gear Soldier (56094445), Effect Monster."""
from duelist.cards.scripts.c83104731_ancient_gear_golem import attack_lock

DESCRIPTION = ("Level 4 EARTH Machine (1300/1300). From its attack declaration until the end of "
               "that Damage Step, its controller's opponent cannot activate Spell or Trap Cards.")

# Ancient Gear Golem's lock (the same words). One text in both eras (2005, CRV: "if this card
# attacks, your opponent cannot activate any Spell or Trap Cards until the end of the Damage
# Step"): no ERAS entry.
EFFECTS = attack_lock()
