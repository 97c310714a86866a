"""Light of Intervention (62867251), Continuous Trap."""
from duelist.cards.common import CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Trap: while face-up, no monster can be Set; a monster that would "
               "be Set is put face-up in Defense Position instead.")

EFFECTS = [activate(), Effect(CONTINUOUS, tag="no_monster_set")]
