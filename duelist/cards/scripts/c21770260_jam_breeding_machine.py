"""Jam Breeding Machine (21770260), Continuous Spell."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, TRIGGER, During, Effect, activate
from duelist.cards.db import get_card
from duelist.engine import state as S

SLIME_TOKEN = 21770261      # the card database's Token record (Aqua, WATER, Level 1, 500/500)

DESCRIPTION = ("Continuous Spell: in each of its controller's Standby Phases (not optional) they "
               "Special Summon 1 Slime Token (Level 1 WATER Aqua, 500/500) in Attack Position. "
               "While it is face-up, its controller cannot Normal, Flip or Special Summon monsters "
               "other than Slime Tokens (Sets stay allowed).")


def breed(ctx):
    # (the lock below spares its Slime Tokens: `create_token` asks it with the Token's data)
    ctx.create_token(get_card(SLIME_TOKEN), S.FACEUP_ATTACK)


def its_controller(ctx, player):
    return player == ctx.player


def slime_token(ctx, data):
    """The lock's exception (a no_summon effect's `value`: actions.py `_summon_lock`)."""
    return data.code == SLIME_TOKEN


# The 2005 print (LON) does what today's text does: no ERAS entry.
EFFECTS = [
    activate(),
    Effect(TRIGGER, events="phase", range=(S.SZONE,), during=During(own=(S.PHASE_STANDBY,)),
           match=K.standby_match(), resolve=breed, special_summons=True, label="a Slime Token"),
    Effect(CONTINUOUS, tag="no_summon", affects=its_controller, value=slime_token,
           label="no Summons but Slime Tokens"),
]
