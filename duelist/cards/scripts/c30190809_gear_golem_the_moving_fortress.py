"""Gear Golem the Moving Fortress (30190809), Effect Monster."""
from duelist.cards.common import C, IGNITION, L, Effect

DESCRIPTION = ("Level 4 EARTH Machine, 800 ATK / 2200 DEF. In its controller's Main Phase they may "
               "pay 800 LP: this turn it may attack the opponent directly, monsters there or not.")

# (the lasting tag, and the continuous one whose gate opens battle.py's ruled attack targets)
LASTING_TAGS = (L.DIRECT_ATTACK, C.DIRECT_ATTACK)


def cost(ctx):
    ctx.pay_lp(800)


def resolve(ctx):
    ctx.lasting(L.DIRECT_ATTACK, ctx.card)


# The 2005 text (AST-018: during your Main Phase, pay 800 Life Points to let this card attack your
# opponent's Life Points directly this turn) and today's do the same: no ERAS entry. (No limit a
# turn in either: a second payment would change nothing.)
EFFECTS = [Effect(IGNITION, can_pay=lambda ctx: ctx.can_pay_lp(800), cost=cost, resolve=resolve,
                  label="pay 800 LP: attack directly this turn")]
