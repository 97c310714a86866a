"""Dark Zebra (59784896), Effect Monster."""
from duelist.cards.common import TRIGGER, During, Effect, L
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Beast (1800/400). As its controller's Standby Phase begins, if it is "
               "the only monster they control and it is in face-up Attack Position, it changes itself "
               "to Defense Position (not optional); its controller cannot change its position for the "
               "rest of that turn.")


def _alone_in_own_standby(ctx, ev):
    card = ctx.card
    return (ev.get("phase") == S.PHASE_STANDBY and ev.get("player") == card.controller
            and card.position == S.FACEUP_ATTACK and len(ctx.monsters("me")) == 1)


def _to_defense(ctx):
    card = ctx.card
    if card.location == S.MZONE and card.uid == ctx.link.card_uid and card.position == S.FACEUP_ATTACK:
        ctx.change_position(card, S.FACEUP_DEFENSE)
        ctx.lasting(L.CANNOT_CHANGE_POSITION, card)


# The 2005 print (MRL-084: the only monster on its side in its Standby Phase, it is changed to
# Defense Position and its position cannot be changed that turn) reads as today's: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=_alone_in_own_standby,
                  resolve=_to_defense, label="alone in the Standby Phase: to Defense Position")]
