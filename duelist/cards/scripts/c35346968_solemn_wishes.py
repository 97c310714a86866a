"""Solemn Wishes (35346968), Continuous Trap."""
from duelist.cards.common import H, TRIGGER, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: whenever its controller draws, whether one card or several at "
               "once, they recover 500 LP.")


def my_draw(ctx, ev):
    return ev["player"] == ctx.player and ctx.card.activated


def resolve(ctx):
    ctx.recover(ctx.player, 500)


EFFECTS = [
    activate(),
    # a mandatory trigger, once for each batch of draws (Pot of Greed's two cards: one trigger)
    Effect(TRIGGER, events=H.DRAWN, range=(S.SZONE,), match=my_draw, resolve=resolve, label="gain 500 LP"),
]
