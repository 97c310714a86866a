"""The Wicked Worm Beast (6285791), Effect Monster."""
from duelist.cards.common import TRIGGER, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Beast. At the End Phase of its controller's turn, face-up on the "
               "field, it must go back to its owner's hand. Unlike a Spirit it may be Special "
               "Summoned.")


def your_end_phase(ctx, ev):
    return ev["phase"] == S.PHASE_END and ev["player"] == ctx.card.controller


def resolve(ctx):
    card = ctx.card
    if card.uid == ctx.link.card_uid and card.location == S.MZONE and card.face_up:
        ctx.to_hand([card])


EFFECTS = [Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_END,)), match=your_end_phase, resolve=resolve,
                  label="return")]
