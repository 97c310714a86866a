"""Dancing Fairy (90925163), Effect Monster."""
from duelist.cards.common import TRIGGER, During, Effect
from duelist.cards.scripts.c12600382_exodia_necross import own_standby
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WIND Fairy (1700/1000). In each of its controller's Standby Phases, while "
               "it is in face-up Defense Position, they gain 1000 LP (not optional).")


def _in_defense(ctx):
    return ctx.card.position == S.FACEUP_DEFENSE


# (the 2005 print, LON-038, and today's do the same: a mandatory trigger; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=own_standby,
                  condition=_in_defense, once_per_turn=True, resolve=lambda ctx: ctx.recover(ctx.player, 1000),
                  label="gain 1000 LP")]
