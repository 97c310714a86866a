"""3-Hump Lacooda (86988864), Effect Monster."""
from duelist.cards.common import IGNITION, Effect, code_of

DESCRIPTION = ("Level 3 EARTH Beast (500/1500). While its controller has 3 face-up 3-Hump Lacooda, one "
               "of them can start this effect: Tribute 2 of those (it may be one of them) as a cost, "
               "then draw 3 cards.")

CODE = 86988864


def _lacoodas(ctx):
    return [c for c in ctx.monsters("me", face_up=True) if code_of(c) == CODE]


def condition(ctx):
    return ctx.card.face_up and len(_lacoodas(ctx)) >= 3


def can_pay(ctx):
    return len(ctx.tributable(_lacoodas(ctx))) >= 2


def cost(ctx):
    chosen = yield from ctx.choose_cards(ctx.tributable(_lacoodas(ctx)), 2,
                                         prompt="3-Hump Lacooda: Tribute which 2?")
    ctx.send_to_grave(chosen, "tribute")


# (the 2003 print, AST-070, and today's text do the same: no ERAS entry)
EFFECTS = [Effect(IGNITION, condition=condition, can_pay=can_pay, cost=cost, resolve=lambda ctx: ctx.draw(ctx.player, 3),
                  label="Tribute 2 3-Hump Lacooda: draw 3")]
