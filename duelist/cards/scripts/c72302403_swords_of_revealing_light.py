"""Swords of Revealing Light (72302403), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, STATE, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell that stays on the field (seed 000 §魔法卡): on activation the "
               "opponent's face-down monsters are turned face-up; while it is on the field the "
               "opponent's monsters cannot declare attacks. It is destroyed in the opponent's "
               "third End Phase after its activation.")


def resolve(ctx):
    K.note_activation(ctx)
    for monster in ctx.monsters("opp", face_up=False):
        ctx.change_position(monster, S.FACEUP_DEFENSE)


def time_is_up(ctx):
    """The opponent's third End Phase since the activation (asked in every state check:
    the phase is the cheap fact, looked at first)."""
    card = ctx.card
    return card.activated and ctx.phase == S.PHASE_END and K.opponent_end_phase_number(ctx, K.now(ctx)) >= 3 \
        and not (card.info or {}).get("expired")


EFFECTS = [
    activate(resolve, stays=True),
    Effect(CONTINUOUS, tag="cannot_attack", affects=lambda ctx, card: card.controller != ctx.player,
           label="opponent cannot attack"),
    # destroyed in the opponent's third End Phase: a rule of the card, no chain link
    Effect(STATE, range=(S.SZONE,), condition=time_is_up, resolve=K.expire, label="expires"),
]
