"""Giant Orc (73698349), Effect Monster."""
from duelist.cards.common import APPLY, C, CONTINUOUS, Effect, H
# (Goblin Attack Force does the same: its Battle Phase end and its lock)
from duelist.cards.scripts.c78658564_goblin_attack_force import attacked_this_turn, locked, to_defense

DESCRIPTION = ("Level 4 DARK Fiend. If it attacked, it turns to Defense Position at the end of that "
               "Battle Phase, and its position cannot be changed until the end of its controller's "
               "next turn (a continuous effect: no chain link).")


# One meaning in both eras (2005: "at the end of the Battle Phase ... until the end of your next
# turn"): no ERAS entry. yugioh-wiki.net: no chain link, as Goblin Attack Force's.
EFFECTS = [
    Effect(APPLY, events=H.BATTLE_END, match=attacked_this_turn, resolve=to_defense,
           label="Defense Position at the end of the Battle Phase"),
    Effect(CONTINUOUS, tag=C.CANNOT_CHANGE_POSITION, affects=locked,
           label="position locked until the end of its controller's next turn"),
]
