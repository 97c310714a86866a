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


def _own_upkeep_due(ctx):
    """2005 text: only in its controller's own Standby Phases."""
    return ctx.turn_player == ctx.player and _upkeep_due(ctx)


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
        Effect(STATE, range=(S.SZONE,), condition=due, resolve=upkeep, label="upkeep"),
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
