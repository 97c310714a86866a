"""D.D. Survivor (48092532), Effect Monster."""
from duelist.cards.common import During, Effect, TRIGGER, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 4 DARK Warrior. If it is banished while face-up on the field, in the End Phase "
               "of that turn it Special Summons itself from the banishment (mandatory).")


def _banished_face_up_from_the_field_this_turn(ctx, ev):
    card = ctx.card
    if ev.get("phase") != S.PHASE_END or card.location != S.BANISHED:
        return False
    for entry in ctx.banished_this_turn():
        # this very object got there this turn, from a Monster Zone where it was face-up (not
        # from the hand or the GY, nor face-down: Nobleman of Crossout)
        if entry["uid"] == card.uid:
            return entry.get("origin") == S.MZONE and bool(entry.get("face_up"))
    return False


def come_back(ctx):
    card = ctx.card
    if card.uid != ctx.link.card_uid or card.location != S.BANISHED or not ctx.can_special_summon(card):
        return
    position = yield from choose_summon_position(ctx, card)
    ctx.special_summon(card, position=position)


# One meaning in both eras (2005: "when this face-up card on the field is removed from play,
# Special Summon it during the End Phase of this turn"; today's "if this face-up card is
# banished"): no ERAS entry.
EFFECTS = [
    Effect(TRIGGER, events="phase", range=(S.BANISHED,), during=During(own=(S.PHASE_END,), opponent=(S.PHASE_END,)),
           match=_banished_face_up_from_the_field_this_turn, resolve=come_back, special_summons=True,
           label="back in the End Phase"),
]
