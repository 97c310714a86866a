"""Dark Snake Syndrome (47233801), Continuous Spell."""
from duelist.cards import kit as K
from duelist.cards.common import TRIGGER, During, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: in each of its controller's Standby Phases both players take damage "
               "(a mandatory trigger): 200 the first time, then twice the last amount each time after "
               "(400, 800, 1600...).")

NOTE = "dark_snake_syndrome"      # card.info key: (this card object's uid, how many times it burned)


def _times(ctx):
    uid, times = (ctx.card.info or {}).get(NOTE, (None, 0))
    return times if uid == ctx.card.uid else 0


def burn(ctx):
    times = _times(ctx)
    ctx.card.info = dict(ctx.card.info or {}, **{NOTE: (ctx.card.uid, times + 1)})
    amount = 200 * 2 ** times
    ctx.damages((ctx.player, amount), (ctx.opponent, amount))      # at the same time: both at 0 draw


# The PGD-087 print (2003) and the OCG text agree (200, doubled in each later Standby Phase of its
# controller): no ERAS entry.
EFFECTS = [
    activate(),
    Effect(TRIGGER, events="phase", range=(S.SZONE,), during=During(own=(S.PHASE_STANDBY,)),
           match=K.standby_match(), resolve=burn, label="damage to both players", inflicts_damage="both"),
]
