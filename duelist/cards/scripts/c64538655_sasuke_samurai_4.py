"""Sasuke Samurai #4 (64538655), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, EV, TRIGGER, Effect, battling
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WIND Warrior. At the start of the Damage Step, when it battles an opponent's "
               "monster (attacking or attacked while face-up), a coin is tossed: on heads that monster "
               "is destroyed by this effect (mandatory; a face-down one too, before it is flipped).")


def _foe(ctx):
    """The opponent's monster this face-up card battles in the attack in progress (attacking or
    attacked), still on the field; None otherwise."""
    card = ctx.card
    pair = battling(ctx)
    if pair is None or card.location != S.MZONE or not card.face_up:
        return None
    attacker, target = pair
    foe = target if attacker is card else attacker if target is card else None
    if foe is None or foe.location != S.MZONE or foe.controller == card.controller:
        return None
    return foe


def starts(ctx, ev):
    return (ev.get("cid") == ctx.card.cid or ev.get("target") == ctx.card.uid) and _foe(ctx) is not None


def resolve(ctx):
    heads = ctx.random_below(2) == 0
    ctx.announce(ctx.card, EV.COIN_TOSSES, results=["heads" if heads else "tails"], heads=int(heads))
    foe = _foe(ctx)
    if heads and foe is not None and ctx.card.uid == ctx.link.card_uid:
        yield from ctx.destroy([foe])


# The 2005 text (RDS: when it battles, a coin is tossed at the start of the Damage Step; on heads the
# opposing monster is destroyed) does what today's does: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events="battle_start", match=starts, damage_step=DS_ALWAYS, resolve=resolve,
                  destroys=True, label="a coin toss: heads destroys the monster it battles")]
