"""Mind Haxorz (75392615), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Trap. Cost: pay 500 LP. Its player sees the opponent's hand and every Set "
               "card the opponent controls (monsters, Spells and Traps alike).")


def resolve(ctx):
    seen = list(ctx.hand("opp")) + ctx.monsters("opp", face_up=False) + ctx.spells_traps("opp", face_up=False)
    if seen:
        ctx.reveal(seen, ctx.player)


EFFECTS = [activate(resolve, can_pay=lambda ctx: ctx.can_pay_lp(500), cost=lambda ctx: ctx.pay_lp(500))]
