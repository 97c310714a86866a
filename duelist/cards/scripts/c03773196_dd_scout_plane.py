"""D.D. Scout Plane (03773196), Effect Monster."""
from duelist.cards.common import During, Effect, TRIGGER
from duelist.engine import state as S

DESCRIPTION = ("Level 2 DARK Machine. If it is banished, in the End Phase of that turn it Special "
               "Summons itself from the banishment in face-up Attack Position (mandatory).")


def _banished_this_turn(ctx, ev):
    card = ctx.card
    if ev.get("phase") != S.PHASE_END or card.location != S.BANISHED:
        return False
    for entry in ctx.banished_this_turn():
        if entry["uid"] == card.uid:        # this very object got there this turn
            return True
    return False


def come_back(ctx):
    card = ctx.card
    if card.uid != ctx.link.card_uid or card.location != S.BANISHED or not ctx.can_special_summon(card):
        return
    ctx.special_summon(card, position=S.FACEUP_ATTACK)


EFFECTS = [
    Effect(TRIGGER, events="phase", range=(S.BANISHED,), during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)),
           match=_banished_this_turn, resolve=come_back, special_summons=True, label="back in the End Phase"),
]
