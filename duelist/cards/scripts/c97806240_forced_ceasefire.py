"""Forced Ceasefire (97806240), Normal Trap."""
from duelist.cards.common import C, L, activate, discard_one_cost, has_other_hand_card

DESCRIPTION = ("Normal Trap: discard 1 card to activate it; for the rest of the turn neither "
               "player can activate Trap Cards (Traps already face-up keep working, and a Trap "
               "already on the chain still resolves).")

# the lasting player rule it leaves, and the Trap locks' gate (C.NO_TRAP_ACTIVATION): the
# engine reads them only in a duel holding such a card
LASTING_TAGS = (L.NO_TRAP_ACTIVATION, C.NO_TRAP_ACTIVATION)


def resolve(ctx):
    for player in (ctx.player, ctx.opponent):
        ctx.player_flag(player, L.NO_TRAP_ACTIVATION)


EFFECTS = [activate(resolve, cost=discard_one_cost, discard_cost=True, can_pay=has_other_hand_card)]
