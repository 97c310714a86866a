"""Senri Eye (60391791), Continuous Spell."""
from duelist.cards.common import QUICK, During, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: once per turn, in your own Standby Phase, you can pay 100 LP to look "
               "at the top card of your opponent's Deck (your opponent does not see it); it stays "
               "where it is.")


def _face_up_here(ctx):
    card = ctx.card
    return card.activated and card.face_up and ctx.deck_count("opp") > 0


def resolve(ctx):
    top = ctx.deck("opp")[:1]
    if top:
        ctx.reveal(top, ctx.player)


EFFECTS = [
    activate(),
    # a spell speed 1 effect its player activates in their own Standby Phase (`timing`), as
    # Recycle's: declared QUICK with speed 1
    Effect(QUICK, speed=1, range=(S.SZONE,), timing=S.PHASE_STANDBY,
           condition=During(own=(S.PHASE_STANDBY,), rest=_face_up_here),
           can_pay=lambda ctx: ctx.can_pay_lp(100), cost=lambda ctx: ctx.pay_lp(100), resolve=resolve,
           once_per_turn=True, label="pay 100 LP: look at the top card of the opponent's Deck"),
]
# (the Magician's Force-era text (yugioh-wiki.net 《千里眼》) and today's do the same; no ERAS entry)
