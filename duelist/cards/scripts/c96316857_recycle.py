"""Recycle (96316857), Continuous Spell."""
from duelist.cards.common import QUICK, During, Effect, Target, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: once per turn, in your own Standby Phase, you can pay 300 LP to "
               "target 1 card in your GY that is not a monster and put it on the bottom of your "
               "Deck.")


def _face_up_here(ctx):
    card = ctx.card
    return card.activated and card.face_up


def _not_a_monster(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.player and card.data.card_type != "Monster"


def resolve(ctx):
    if ctx.targets:
        ctx.to_deck(ctx.targets, bottom=True)


EFFECTS = [
    activate(),
    # a spell speed 1 effect its player activates in their own Standby Phase (`timing`), with no
    # chain, as an ignition effect would be in the Main Phase: declared QUICK with speed 1, since
    # the response windows offer no IGNITION kind even with a `timing` (effects.py `_offers`)
    Effect(QUICK, speed=1, range=(S.SZONE,), timing=S.PHASE_STANDBY,
           condition=During(own=(S.PHASE_STANDBY,), rest=_face_up_here),
           can_pay=lambda ctx: ctx.can_pay_lp(300), cost=lambda ctx: ctx.pay_lp(300), resolve=resolve,
           target=Target(lambda ctx: ctx.grave("me"), filter=_not_a_monster,
                         prompt="Recycle: put which card on the bottom of your Deck?"),
           once_per_turn=True, label="pay 300 LP: a card from the GY to the bottom of the Deck"),
]
