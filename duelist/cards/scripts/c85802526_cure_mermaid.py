"""Cure Mermaid (85802526), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WATER Fish (1500/800). In each of its controller's Standby Phases, while it is "
               "face-up on the field, a mandatory trigger gives that player 800 LP.")


def heal(ctx):
    ctx.recover(ctx.player, 800)


# (the 2003 print, LON-041, and today's text do the same: no ERAS entry)
EFFECTS = [Effect(TRIGGER, events="phase", range=(S.MZONE,), during=During(own=(S.PHASE_STANDBY,)),
                  match=K.standby_match("own", face_up=True), resolve=heal, label="gain 800 LP")]
