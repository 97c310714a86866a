"""Mind Haxorz (75392615), Normal Trap."""
from duelist.cards.common import activate

DESCRIPTION = ("Normal Trap. Cost: pay 500 LP. Its player looks at the opponent's hand and at "
               "every face-down monster the opponent controls.")


def resolve(ctx):
    seen = list(ctx.hand("opp")) + [c for c in ctx.monsters("opp") if not c.face_up]
    if seen:
        ctx.reveal(seen, ctx.player)


EFFECTS = [activate(resolve, can_pay=lambda ctx: ctx.can_pay_lp(500), cost=lambda ctx: ctx.pay_lp(500))]
