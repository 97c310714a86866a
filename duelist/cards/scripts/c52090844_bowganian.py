"""Bowganian (52090844), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 3 DARK Machine. In each of its controller's Standby Phases, while it is "
               "face-up on the field, the opponent takes 600 damage (not optional).")


# (the 2005 text, IOC-029, and today's do the same: a mandatory trigger; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events="phase", during=During(own=(S.PHASE_STANDBY,)), match=K.standby_match(),
                  once_per_turn=True, resolve=lambda ctx: ctx.damage(ctx.opponent, 600),
                  label="600 damage to the opponent", inflicts_damage="opponent")]
