"""Little-Winguard (90790253), Effect Monster."""
from duelist.cards.common import QUICK, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WIND Warrior. In its controller's End Phase (one use a turn) it may swap "
               "itself between face-up Attack and face-up Defense Position, even on the turn it was "
               "summoned.")


def _face_up_here(ctx):
    card = ctx.card
    return card.location == S.MZONE and card.face_up and ctx.can_change_position(card)


def resolve(ctx):
    card = ctx.card
    if card.uid != ctx.link.card_uid or card.location != S.MZONE or not card.face_up:
        return
    ctx.change_position(card, S.FACEUP_DEFENSE if card.position == S.FACEUP_ATTACK else S.FACEUP_ATTACK)


# a spell speed 1 effect its player activates in their own End Phase (`timing`), with no chain,
# as an ignition effect would be in the Main Phase: declared QUICK with speed 1, as Recycle's
# Standby Phase effect is. (The 2005 text, DCR-013, and today's do the same: no ERAS entry)
EFFECTS = [Effect(QUICK, speed=1, timing=S.PHASE_END, condition=During(own=(S.PHASE_END,), rest=_face_up_here),
                  once_per_turn=True, resolve=resolve, label="change its battle position")]
