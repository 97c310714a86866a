"""Thunder of Ruler (91781589), Normal Trap."""
from duelist.cards.common import During, L, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap, activated only in the opponent's Standby Phase: for the rest of that "
               "turn the opponent cannot conduct their Battle Phase.")


def resolve(ctx):
    # "cannot conduct the Battle Phase this turn": a rule on the player for the turn (the Main
    # Phase 1 menu offers no Battle Phase, engine/turn.py `_battle_phase_barred`), not a skip
    ctx.player_flag(ctx.opponent, L.NO_BATTLE_PHASE)


# One meaning in both eras (the 2005 text and today's: the opponent's Standby Phase only, no
# Battle Phase that turn): no ERAS entry.
EFFECTS = [activate(resolve, condition=During(opponent=(S.PHASE_STANDBY,)))]
