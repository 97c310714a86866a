"""Skull-Mark Ladybug (64306248), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Insect. When it is sent to the GY from anywhere (destroyed, discarded, "
               "Tributed, milled), its owner gains 1000 LP (a mandatory trigger: it cannot miss "
               "the timing; usable in the damage step).")


def resolve(ctx):
    ctx.recover(ctx.player, 1000)


# The 2005 text (IOC-079) does what today's does: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=K.is_self_move, damage_step=DS_ALWAYS,
                  resolve=resolve, label="gain 1000 LP")]
