"""Minor Goblin Official (1918087), Continuous Trap."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap, activated only while the opponent has 3000 LP or less: in each of "
               "the opponent's Standby Phases a mandatory trigger deals them 500 damage (their LP "
               "later rising above 3000 does not stop it).")


def burn(ctx):
    ctx.damage(ctx.opponent, 500)


# (the 2005 print, PSV-052, and today's text do the same: no ERAS entry)
EFFECTS = [
    activate(condition=lambda ctx: ctx.lp(ctx.opponent) <= 3000,
             label="activate with the opponent at 3000 LP or less"),
    Effect(TRIGGER, inflicts_damage="opponent", events="phase", range=(S.SZONE,), during=During(opponent=(S.PHASE_STANDBY,)),
           match=K.standby_match("opponent"), resolve=burn, label="500 damage to the opponent"),
]
