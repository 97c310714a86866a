"""Mirror Wall (22359980), Continuous Trap."""
from duelist.cards import kit as K
from duelist.cards.common import APPLY, CONTINUOUS, DS_ATK, Effect, R, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap (usable in the damage step, up to damage calculation): while it stays "
               "face-up, each monster of its controller's opponent that attacks has its ATK halved "
               "(half of what it has as it becomes the attacker, rounded up), and keeps it halved while "
               "both stay. In each of its controller's Standby Phases they pay 2000 LP or it is "
               "destroyed.")


def _halve(ctx, uid):
    """Halve the ATK of the opponent's monster `uid` once for this Mirror Wall object."""
    card = ctx.card_by_uid(uid)
    if card is None or card.location != S.MZONE or not card.face_up or card.controller != ctx.opponent:
        return
    if ctx.card in ctx.related_from(card, R.HALVED):
        return
    halves = dict((ctx.card.info or {}).get("halves", {}))
    halves[card.uid] = -(ctx.atk(card) // 2)        # (the half taken now; rounded up)
    ctx.card.info = dict(ctx.card.info or {}, halves=halves)
    ctx.relate(card, R.HALVED)


def halved(ctx, card):
    return ctx.card in ctx.related_from(card, R.HALVED)


def half_loss(ctx, card):
    return ((ctx.card.info or {}).get("halves", {}).get(card.uid, 0), 0)


def resolve(ctx):
    K.upkeep_waived(ctx)
    attack = ctx.attack
    if attack is not None and ctx.card_still_here:
        _halve(ctx, attack[0])          # activated during an attack: the attacker now


def _opponent_declares(ctx, ev):
    return ev.get("player") == ctx.opponent


def on_attack(ctx):
    attack = ctx.attack
    if attack is not None:
        _halve(ctx, attack[0])


# The 2005 text (LOB-era reprint DB1: the ATK of the opponent's attacking monsters is halved; 2000 LP
# in each of your Standby Phases or it is destroyed) does what today's does: no ERAS entry.
EFFECTS = [
    activate(resolve, damage_step=DS_ATK),
    # (the halving as an attack is declared: applied, no chain link)
    Effect(APPLY, events="attack", match=_opponent_declares, range=(S.SZONE,), resolve=on_attack,
           label="an attacking monster's ATK is halved"),
    Effect(CONTINUOUS, tag="stats", affects=halved, value=half_loss,
           label="the halved monsters keep their loss"),
    K.standby_upkeep(2000),
]
