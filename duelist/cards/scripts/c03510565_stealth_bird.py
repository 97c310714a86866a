"""Stealth Bird (3510565), Effect Monster."""
from duelist.cards.common import IGNITION, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 DARK Winged Beast. Once per turn, in its controller's Main Phase, it may "
               "turn itself face-down in Defense Position. Whenever it is turned face-up, the "
               "opponent takes 1000 damage (mandatory).")


def hide(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up and card.uid == ctx.link.card_uid:
        ctx.change_position(card, S.FACEDOWN_DEFENSE)


def flipped_self(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid


EFFECTS = [
    Effect(IGNITION, once_per_turn=True, resolve=hide, label="turn face-down"),
    # "When this card is flipped face-up": a mandatory trigger (not a FLIP effect)
    Effect(TRIGGER, events="flipped", match=flipped_self,
           resolve=lambda ctx: ctx.damage(ctx.opponent, 1000), label="1000 damage"),
]
