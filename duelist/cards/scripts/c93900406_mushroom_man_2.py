"""Mushroom Man #2 (93900406), Effect Monster."""
from duelist.cards.common import TRIGGER, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Warrior. In each of its controller's Standby Phases, that player "
               "takes 300 damage. In its controller's End Phase, they may pay 500 LP to give "
               "control of it to their opponent for good.")


def _controllers_phase(phase):
    def match(ctx, ev):
        return ev.get("phase") == phase and ev.get("player") == ctx.card.controller
    return match


def _give_away(ctx):
    card = ctx.card
    if card.uid == ctx.link.card_uid and card.location == S.MZONE and card.face_up:
        ctx.give_control(card, ctx.opponent)


# (the 2005 text, MRD, reads "during the End Phase" where the OCG's and today's read "your End
# Phase": the card's controller's own, as the OCG text it was printed from; no ERAS entry)
EFFECTS = [
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=_controllers_phase(S.PHASE_STANDBY),
           once_per_turn=True, resolve=lambda ctx: ctx.damage(ctx.player, 300), label="300 damage to its controller",
           inflicts_damage="self"),
    Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_END,)), match=_controllers_phase(S.PHASE_END),
           optional=True, once_per_turn=True, can_pay=lambda ctx: ctx.can_pay_lp(500),
           cost=lambda ctx: ctx.pay_lp(500), resolve=_give_away, label="pay 500 LP: give it to the opponent"),
]
