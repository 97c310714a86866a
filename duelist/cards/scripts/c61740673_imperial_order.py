"""Imperial Order (61740673), Continuous Trap."""
from duelist.cards.common import CONTINUOUS, STATE, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: while face-up, every Spell effect on the field is negated. "
               "In each Standby Phase its controller must pay 700 LP if they can; if they cannot, "
               "it is destroyed.")


def _upkeep_due(ctx):
    """Once in every Standby Phase (either player's) while active; not a chain link."""
    return ctx.phase == S.PHASE_STANDBY and ctx.card.activated and \
        (ctx.card.info or {}).get("upkeep_turn") != ctx.turn


def upkeep(ctx):
    ctx.card.info = dict(ctx.card.info or {}, upkeep_turn=ctx.turn)
    if ctx.lp(ctx.player) >= 700:
        ctx.pay_lp(700)          # not optional (current text)
    else:
        ctx.destroy([ctx.card], "effect")


def activated(ctx):
    if ctx.phase == S.PHASE_STANDBY:
        # activated in a Standby Phase: that phase's payment is not due
        ctx.card.info = dict(ctx.card.info or {}, upkeep_turn=ctx.turn)


EFFECTS = [
    activate(activated),
    Effect(CONTINUOUS, tag="negate_spells"),
    Effect(STATE, range=(S.SZONE,), condition=_upkeep_due, resolve=upkeep, label="upkeep"),
]
