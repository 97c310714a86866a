"""Level Limit - Area B (3136426), Continuous Spell."""
from duelist.cards.common import CONTINUOUS, Effect, activate
from duelist.cards.common import level_at_least

DESCRIPTION = ("Continuous Spell: while face-up, every face-up monster of Level 4 or higher on "
               "the field is turned to Defense Position (one changed to Attack Position is "
               "turned back at once).")

affected = level_at_least(4)

EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag="force_defense", affects=affected),
    # (round 59c) no "cannot change its position": its player may change such a monster to
    # Attack Position by hand, and the state checks turn it back to Defense Position at once
    # (formatlibrary.com Goat rulings "Level Limit - Area B"; yugioh-wiki.net 《レベル制限Ｂ地区》 FAQ)
]
