"""Amazoness Blowpiper (73574678), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Warrior. In each of its controller's Standby Phases, while it is "
               "face-up on the field, it must pick as its target one face-up monster of the "
               "opponent's: that monster's ATK is 500 lower for the rest of the turn, even if this "
               "card leaves the field.")


def _opp_face_up(ctx):
    return ctx.monsters("opp", face_up=True)


def _still_opp_face_up(ctx, card):
    return card.face_up and card.controller == ctx.opponent


def _resolve(ctx):
    for card in ctx.targets:
        ctx.modify(card, atk=-500)      # it stays though the Blowpiper leaves the field


# The 2005 text (MFC-062: in each of your Standby Phases select 1 face-up monster of your
# opponent's, its ATK down 500 until the end of the turn) and today's do the same: a mandatory
# trigger that targets (no ERAS entry).
EFFECTS = [Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=K.standby_match(),
                  once_per_turn=True, condition=lambda ctx: bool(_opp_face_up(ctx)),
                  target=Target(_opp_face_up, filter=_still_opp_face_up,
                                prompt="Amazoness Blowpiper: which monster loses 500 ATK?"),
                  resolve=_resolve, label="-500 ATK to an opponent's monster")]
