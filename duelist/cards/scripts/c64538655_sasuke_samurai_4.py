"""Sasuke Samurai #4 (64538655), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, EV, TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WIND Warrior. At the start of the Damage Step, when it battles an opponent's "
               "monster (attacking or attacked while face-up), a coin is tossed: on heads that monster "
               "is destroyed by this effect (mandatory; a face-down one too, before it is flipped).")


def _foe(ctx):
    card = ctx.card
    attack = ctx.attack
    if attack is None or card.location != S.MZONE or not card.face_up or card.uid not in attack:
        return None
    other = attack[1] if attack[0] == card.uid else attack[0]
    foe = None if other == "player" else ctx.card_by_uid(other)
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
