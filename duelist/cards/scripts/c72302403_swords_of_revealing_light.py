"""Swords of Revealing Light (72302403), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, STATE, During, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell that stays on the field (seed 000 §魔法卡): on activation the "
               "opponent's face-down monsters are turned face-up; while it is on the field the "
               "opponent's monsters cannot declare attacks. It is destroyed in the opponent's "
               "third End Phase after its activation.")


def resolve(ctx):
    K.note_activation(ctx)
    for monster in ctx.monsters("opp", face_up=False):
        ctx.change_position(monster, S.FACEUP_DEFENSE)


def third_end_phase(ctx):
    """In an End Phase of the opponent's turn (the moment declared below): the third since
    the activation, and the card not yet sent off by it."""
    card = ctx.card
    return card.activated and K.opponent_end_phase_number(ctx, K.now(ctx)) >= 3 \
        and not (card.info or {}).get("expired")


# The opponent's third End Phase since the activation: the moment (the opponent's End Phase)
# declared as a `During`, asked first in every state check; the state checks' whole-pass mark
# (engine/actions.py `_state_check_pass`) reads it, so a field with this card face-up makes no
# pass at another phase while nothing else changed.
time_is_up = During(opponent=(S.PHASE_END,), rest=third_end_phase)


EFFECTS = [
    activate(resolve, stays=True),
    # "cannot declare an attack" (OCG 攻撃宣言できない): an attack declared before it applied goes on
    Effect(CONTINUOUS, tag=C.CANNOT_DECLARE_ATTACK, affects=lambda ctx, card: card.controller != ctx.player,
           label="opponent cannot declare an attack"),
    # destroyed in the opponent's third End Phase: a rule of the card, no chain link
    # (its count of turns is a rule of the card: it goes on while the card is negated)
    Effect(STATE, range=(S.SZONE,), condition=time_is_up, resolve=K.expire, while_negated=True, label="expires"),
]
