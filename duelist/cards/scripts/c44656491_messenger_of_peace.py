"""Messenger of Peace (44656491), Continuous Spell."""
from duelist.cards.common import APPLY, C, CONTINUOUS, During, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: while face-up, no monster with 1500 or more ATK (either "
               "player's) can declare an attack. In each of its controller's Standby Phases "
               "they pay 100 LP or, if they do not (or cannot), it is destroyed.")


def _strong(ctx, card):
    return ctx.atk(card) >= 1500


def _due(ctx, ev):
    """Its controller's own Standby Phase, active, and not yet paid (or destroyed) this turn."""
    card = ctx.card
    return ev.get("phase") == S.PHASE_STANDBY and ev.get("player") == card.controller and \
        card.activated and (card.info or {}).get("upkeep_turn") != ctx.turn


def upkeep(ctx):
    ctx.card.info = dict(ctx.card.info or {}, upkeep_turn=ctx.turn)
    if ctx.lp(ctx.player) >= 100:
        pay = yield from ctx.yes_no("Messenger of Peace: pay 100 LP to keep it?")
        if pay:
            ctx.pay_lp(100)
            return
    yield from ctx.destroy([ctx.card], "effect")


def activated(ctx):
    if ctx.phase == S.PHASE_STANDBY:
        # activated in a Standby Phase: that phase's payment is not due (as Imperial Order)
        ctx.card.info = dict(ctx.card.info or {}, upkeep_turn=ctx.turn)


EFFECTS = [
    activate(activated),
    # "cannot declare an attack" (OCG 攻撃宣言できない): an attack declared before it applied goes on
    Effect(CONTINUOUS, tag=C.CANNOT_DECLARE_ATTACK, affects=_strong,
           label="1500+ ATK monsters cannot declare an attack"),
    # a maintenance cost (as Imperial Order's): applied in the Standby Phase, no chain link, and
    # due while its effect is negated too; both texts: its controller's own Standby Phases
    Effect(APPLY, events="phase", range=(S.SZONE,), during=During(own=(S.PHASE_STANDBY,)), match=_due,
           resolve=upkeep, while_negated=True, label="upkeep: 100 LP"),
]
