"""Toon Summoned Skull (91842653), Toon Effect Monster."""
from duelist.cards.common import toon_monster, toon_world_controlled

DESCRIPTION = ("Level 6 DARK Fiend Toon (2500/1200), never Normal Summoned or Set: Special Summoned "
               "from the hand by Tributing 1 monster while you control a face-up Toon World. It "
               "cannot attack the turn it arrives, each attack costs you 500 LP, it hits the "
               "opponent directly unless they control a Toon monster (then it may only attack a "
               "Toon), and it is destroyed when a Toon World on the field is destroyed.")

CANNOT_NORMAL_SUMMON = True
CANNOT_NORMAL_SET = True
SUMMON_CONDITION = "proc_only"      # properly Special Summoned first; then others may summon it
SPECIAL_SUMMON_IF = toon_world_controlled   # any Special Summon: only with a face-up Toon World

EFFECTS = toon_monster(tributes=1)
