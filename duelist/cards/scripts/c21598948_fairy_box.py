"""Fairy Box (21598948), Continuous Trap."""
from duelist.cards import kit as K
from duelist.cards.common import END_OF_PHASE, TRIGGER, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: each time an opponent's monster declares an attack, its controller "
               "calls a coin toss (a chain link, no target); called right, the attacking monster's "
               "ATK is 0 for the rest of the Battle Phase. In each of its controller's own Standby "
               "Phases they pay 500 LP or, if they do not (or cannot), it is destroyed.")


def _opponents_attack(ctx, ev):
    attacker = ctx.card_by_cid(ev["cid"])
    return ctx.card.activated and attacker is not None and attacker.controller == ctx.opponent


def toss(ctx):
    attacker = ctx.card_by_cid(ctx.event["cid"])
    right = yield from ctx.call_coin()
    if right and attacker.uid == ctx.event["uid"] and attacker.location == S.MZONE and attacker.face_up:
        ctx.set_stats(attacker, atk=0, until=END_OF_PHASE)      # the Battle Phase's end


EFFECTS = [
    activate(K.upkeep_waived),
    # a trigger effect of the face-up card: a chain link, mandatory, targeting nothing
    # (yugioh.fandom.com "Card Rulings:Fairy Box", the OCG FAQ)
    Effect(TRIGGER, events="attack", range=(S.SZONE,), match=_opponents_attack, resolve=toss,
           label="call a coin toss: the attacker's ATK 0"),
    # a maintenance cost (as Messenger of Peace's): no chain link, due while negated too
    K.standby_upkeep(500),
]
