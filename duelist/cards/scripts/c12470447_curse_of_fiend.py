"""Curse of Fiend (12470447), Normal Spell."""
from duelist.cards.common import During, L, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell, activated only in your own Standby Phase: every face-up monster switches "
               "between Attack and Defense Position; no battle position can then be changed this turn.")


def _face_up_monsters(ctx):
    return bool(ctx.monsters("both", face_up=True))


# "during your Standby Phase" (a Normal Spell: its own turn only in any case)
condition = During(own=(S.PHASE_STANDBY,), rest=_face_up_monsters)


def resolve(ctx):
    for card in ctx.monsters("both", face_up=True):
        new = S.FACEUP_DEFENSE if card.position == S.FACEUP_ATTACK else S.FACEUP_ATTACK
        ctx.change_position(card, new)
    for player in (ctx.player, ctx.opponent):
        ctx.player_flag(player, L.CANNOT_CHANGE_POSITION)


EFFECTS = [activate(resolve, condition=condition, timing=S.PHASE_STANDBY)]
