"""Imperial Order (61740673), Continuous Trap."""
from duelist.cards.common import CONTINUOUS, TRIGGER, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: while face-up, every Spell effect on the field is negated. "
               "In each Standby Phase its controller pays 700 LP to keep it, or it is destroyed.")


def upkeep(ctx):
    if ctx.duel.players[ctx.player].lp > 700:
        keep = yield from ctx.yes_no("Imperial Order: pay 700 LP to keep it? (No: destroy it)")
    else:
        keep = False
    if keep:
        ctx.pay_lp(700)
    else:
        ctx.destroy([ctx.card], "effect")


EFFECTS = [
    activate(),
    Effect(CONTINUOUS, tag="negate_spells"),
    Effect(TRIGGER, events="phase", match=lambda ctx, ev: ev["phase"] == S.PHASE_STANDBY and ctx.card.activated,
           resolve=upkeep, label="upkeep"),
]
