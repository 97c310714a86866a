"""Des Lacooda (2326738), Effect Monster."""
from duelist.cards.common import IGNITION, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Zombie. Once per turn, in its controller's Main Phase, it may turn itself "
               "face-down in Defense Position. When it is Flip Summoned, its controller draws 1 card "
               "(mandatory); turned face-up any other way, no draw.")


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
    # "When this card is Flip Summoned": a mandatory trigger of the Flip Summon only
    Effect(TRIGGER, events="summoned", match=flip_summoned_self, resolve=lambda ctx: ctx.draw(ctx.player, 1),
           label="draw 1 card"),
]
