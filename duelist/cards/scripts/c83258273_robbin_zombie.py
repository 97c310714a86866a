"""Robbin' Zombie (83258273), Continuous Trap."""
from duelist.cards.common import DS_ALWAYS, H, TRIGGER, Effect, activate
from duelist.cards.scripts.c88279736_robbin_goblin import own_monster_hit
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: while it is face-up, whenever one of its controller's monsters hurts the "
               "opponent with battle damage, the opponent's Deck loses its top card to the GY (a mandatory "
               "effect of this card, in the Damage Step too).")


def mill_one(ctx):
    top = ctx.deck("opp")[:1]           # (the selector lists a Deck top first)
    if top:
        ctx.send_to_grave(top)


# (the 2005 print, IOC-109, and today's text do the same: no ERAS entry)
EFFECTS = [
    activate(),
    Effect(TRIGGER, events=H.DAMAGE, range=(S.SZONE,), match=own_monster_hit, resolve=mill_one,
           damage_step=DS_ALWAYS, label="mill the opponent's top card"),
]
