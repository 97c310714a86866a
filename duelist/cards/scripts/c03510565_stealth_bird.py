"""Stealth Bird (3510565), Effect Monster."""
from duelist.cards.common import IGNITION, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 DARK Winged Beast. Once per turn, in its controller's Main Phase, it may "
               "turn itself face-down in Defense Position. When it is Flip Summoned, the opponent "
               "takes 1000 damage (mandatory); turned face-up any other way (attacked, flipped by "
               "an effect), it deals nothing.")


def hide(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.face_up and card.uid == ctx.link.card_uid:
        ctx.change_position(card, S.FACEDOWN_DEFENSE)


def flip_summoned_self(ctx, ev):
    return ev.get("kind") == "flip" and ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid


EFFECTS = [
    # (not while it may not be turned face-down: Light of Intervention)
    Effect(IGNITION, once_per_turn=True, condition=lambda ctx: ctx.can_change_position(ctx.card, S.FACEDOWN_DEFENSE),
           resolve=hide, label="turn face-down"),
    # "When this card is Flip Summoned" (its OCG and TCG texts; yugioh-wiki.net's page): a
    # mandatory trigger of the Flip Summon only, not of any turn face-up (h41d's note)
    Effect(TRIGGER, events="summoned", match=flip_summoned_self,
           resolve=lambda ctx: ctx.damage(ctx.opponent, 1000), label="1000 damage", inflicts_damage="opponent"),
]
