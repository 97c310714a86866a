"""Imperial Order (61740673), Continuous Trap."""
from duelist.cards.common import CONTINUOUS, STATE, During, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: while face-up, every Spell effect on the field is negated. "
               "In each Standby Phase its controller must pay 700 LP if they can; if they cannot, "
               "it is destroyed.")


def _not_paid_this_turn(ctx):
    """In a Standby Phase (the moment declared below): while active, and not yet paid (or
    destroyed for want of it) this turn; not a chain link."""
    return ctx.card.activated and (ctx.card.info or {}).get("upkeep_turn") != ctx.turn


# Once in every Standby Phase (either player's): the moment declared as a `During`, asked
# first in every state check (the state checks' whole-pass mark, engine/actions.py
# `_state_check_pass`, reads it: a field with this card face-up makes no pass at another phase
# while nothing else changed)
_upkeep_due = During(own=(S.PHASE_STANDBY,), opponent=(S.PHASE_STANDBY,), rest=_not_paid_this_turn)

# 2005 text: only in its controller's own Standby Phases
_own_upkeep_due = During(own=(S.PHASE_STANDBY,), rest=_not_paid_this_turn)


def upkeep(ctx):
    ctx.card.info = dict(ctx.card.info or {}, upkeep_turn=ctx.turn)
    if ctx.lp(ctx.player) >= 700:
        ctx.pay_lp(700)          # not optional (both texts)
    else:
        yield from ctx.destroy([ctx.card], "effect")


def activated(ctx):
    if ctx.phase == S.PHASE_STANDBY:
        # activated in a Standby Phase: that phase's payment is not due
        ctx.card.info = dict(ctx.card.info or {}, upkeep_turn=ctx.turn)


def _effects(due):
    return [
        activate(activated),
        Effect(CONTINUOUS, tag="negate_spells"),
        # a maintenance cost: paid while its effect is negated too (Jinzo)
        Effect(STATE, range=(S.SZONE,), condition=due, resolve=upkeep, while_negated=True, label="upkeep"),
    ]


EFFECTS = _effects(_upkeep_due)

# the 2005 text (Pharaoh's Servant): "pay 700 Life Points during each of your Standby Phases;
# if you cannot, this card is destroyed" - only its controller's own Standby Phases
ERAS = {"2005": {
    "DESCRIPTION": ("Continuous Trap: while face-up, every Spell effect on the field is negated. "
                    "In each of its controller's own Standby Phases they must pay 700 LP if they "
                    "can; if they cannot, it is destroyed (2005 text)."),
    "EFFECTS": _effects(_own_upkeep_due),
}}
