"""Final Countdown (95308449), Normal Spell."""
from duelist.cards.common import activate
from duelist.engine.lasting import turns_counted_all
from duelist.engine.names import L

DESCRIPTION = ("Normal Spell. Cost: pay 2000 LP. Its player wins the duel as the 20th turn ends, "
               "counting the activation's turn as the 1st and both players' turns (nothing on the "
               "field: the count goes on wherever the card is).")


def resolve(ctx):
    ctx.player_flag(ctx.player, L.WIN_AT_TURN_END, until=turns_counted_all(20), reason="final_countdown")


# The 2005 text (DCR-091: 20 turns, the activation's turn the 1st) reads as today's: no ERAS entry.
EFFECTS = [activate(resolve, can_pay=lambda ctx: ctx.can_pay_lp(2000), cost=lambda ctx: ctx.pay_lp(2000))]
