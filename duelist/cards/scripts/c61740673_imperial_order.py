"""Imperial Order (61740673), Continuous Trap."""
from duelist.cards import kit as K
from duelist.cards.common import APPLY, CONTINUOUS, During, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: while face-up, every Spell effect on the field is negated. "
               "In each Standby Phase its controller must pay 700 LP if they can; if they cannot, "
               "it is destroyed.")


def _not_paid_this_turn(ctx):
    """Active, and not yet paid (or destroyed for want of it) this turn."""
    return ctx.card.activated and (ctx.card.info or {}).get("upkeep_turn") != ctx.turn


_any_standby = K.standby_match("either", rest=_not_paid_this_turn)     # every Standby Phase (today's text)
_own_standby = K.standby_match(rest=_not_paid_this_turn)     # its controller's own (the 2005 text)


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


def _effects(due, during):
    return [
        activate(activated),
        Effect(CONTINUOUS, tag="negate_spells"),
        # A maintenance cost: one of the Standby Phase's effects, which the turn player orders
        # with the phase's triggers (seed 004 §准备阶段; yugioh.fandom.com "Standby Phase"
        # names maintenance costs among them); applied, not activated: no chain link
        # (yugioh.fandom.com "Card Rulings:Imperial Order"), and paid while its effect is
        # negated too (Jinzo). A face-up card as the phase begins: one activated later in the
        # phase owes nothing then (`activated`)
        Effect(APPLY, events="phase", range=(S.SZONE,), during=during, match=due, resolve=upkeep,
               while_negated=True, label="upkeep"),
    ]


EFFECTS = _effects(_any_standby, During(own=(S.PHASE_STANDBY,), opponent=(S.PHASE_STANDBY,)))

# the 2005 text (Pharaoh's Servant): "pay 700 Life Points during each of your Standby Phases;
# if you cannot, this card is destroyed" - only its controller's own Standby Phases
ERAS = {"2005": {
    "DESCRIPTION": ("Continuous Trap: while face-up, every Spell effect on the field is negated. "
                    "In each of its controller's own Standby Phases they must pay 700 LP if they "
                    "can; if they cannot, it is destroyed (2005 text)."),
    "EFFECTS": _effects(_own_standby, During(own=(S.PHASE_STANDBY,))),
}}
