"""Non Aggression Area (76848240), Normal Trap."""
from duelist.cards.common import C, During, L, activate, discard_one_cost, has_other_hand_card, own_turn
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap, activated only in your own Standby Phase, discarding 1 card as its "
               "cost: during your opponent's next turn they cannot Normal Summon or Set a monster, "
               "nor Special Summon (Flip Summons stay allowed).")

INCOMPLETE = ("the Special Summon bar of the opponent's next turn is missing (the engine has no "
              "lasting player rule against Special Summons yet); only the Normal Summon/Set bar is played")

# the lasting rule this card leaves, which turn.py reads only in a duel holding such a card,
# behind the gate of the Normal Summon limits (C.NORMAL_SUMMONS_LEFT)
LASTING_TAGS = (L.NO_NORMAL_SUMMON, C.NORMAL_SUMMONS_LEFT)

# "activate only during your Standby Phase"
condition = During(own=(S.PHASE_STANDBY,))


def resolve(ctx):
    # the opponent's next turn: counted from them, their own next turn (from the turn after this)
    ctx.player_flag(ctx.opponent, L.NO_NORMAL_SUMMON, until=own_turn(1), from_turn=ctx.turn + 1)


EFFECTS = [activate(resolve, condition=condition, cost=discard_one_cost, discard_cost=True,
                    can_pay=has_other_hand_card)]
