"""Electric Lizard (55875323), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, L, opponents_turn, own_turn
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Thunder (850/800). When a monster that is not a Zombie attacks it, that "
               "monster cannot declare an attack during its controller's next turn (a trigger after "
               "damage calculation, face-down or destroyed by that battle too; not optional).")


def _attacker(ctx, ev):
    if ev.get("uid") != ctx.card.uid or ev.get("attacking") or ev.get("opponent") is None:
        return None
    other = ctx.card_by_uid(ev["opponent"])
    if other is None or other.location != S.MZONE or ctx.race(other) == "Zombie":
        return None
    return other


def lock(ctx):
    other = ctx.card_by_uid(ctx.event["opponent"])
    if other is None or other.location != S.MZONE:
        return
    ctx.lasting(L.CANNOT_ATTACK, other, until=own_turn(1) if other.controller == ctx.player else opponents_turn(1))


# The 2005 print (MRD-048: a non-Zombie monster attacking it cannot attack on its following turn) reads
# as today's: no ERAS entry.
EFFECTS = [Effect(TRIGGER, events=H.BATTLED, match=lambda ctx, ev: _attacker(ctx, ev) is not None, resolve=lock,
                  damage_step=DS_ALWAYS, label="its non-Zombie attacker cannot attack next turn")]
