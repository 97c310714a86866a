"""Asura Priest (2134346), Spirit Effect Monster."""
from duelist.cards.common import CONTINUOUS, TRIGGER, Effect
from duelist.cards.scripts.c34853266_tsukuyomi import summoned_or_flipped_this_turn
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Fairy Spirit; it can never be Special Summoned. It may attack each "
               "monster the opponent controls once per Battle Phase. In the End Phase of a turn in "
               "which it was Normal Summoned or turned face-up, it goes back to its owner's hand.")

SUMMON_CONDITION = "never"


def end_phase(ctx, ev):
    return ev.get("phase") == S.PHASE_END and summoned_or_flipped_this_turn(ctx.duel, ctx.card)


def return_to_hand(ctx):
    card = ctx.card
    if card.uid == ctx.link.card_uid and card.location == S.MZONE and card.face_up:
        ctx.to_hand([card])


EFFECTS = [
    Effect(CONTINUOUS, tag="attack_all", affects=lambda ctx, card: card is ctx.card,
           label="attacks every opponent's monster once"),
    Effect(TRIGGER, events="phase", match=end_phase, resolve=return_to_hand, label="Spirit: return to hand"),
]
