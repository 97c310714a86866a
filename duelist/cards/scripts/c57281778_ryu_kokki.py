"""Ryu Kokki (57281778), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 6 DARK Zombie. A Warrior or Spellcaster that fought it does not survive the "
               "battle: once the battle is over, that monster is destroyed (even if this card itself "
               "fell in that battle).")

RACES = ("Warrior", "Spellcaster")

# The card acts "at the end of the Damage Step". The engine has no happening for that point
# (see the report); the trigger listens to the battle itself ("battled", after damage
# calculation) and leaves alone a monster the battle already destroys, which would be in the
# GY by the end of the Damage Step.


def _opponent(ctx, ev):
    return ctx.duel.card_by_uid(ev.get("opponent"))


def match(ctx, ev):
    if ev.get("cid") != ctx.card.cid or ev.get("uid") != ctx.card.uid:
        return False
    other = _opponent(ctx, ev)
    return other is not None and other.location == S.MZONE and other.face_up and \
        other.data.race in RACES and other.uid not in ctx.duel._doomed


def resolve(ctx):
    other = _opponent(ctx, ctx.event)
    if other is not None and other.location == S.MZONE:
        ctx.destroy([other])


EFFECTS = [Effect(TRIGGER, events="battled", match=match, range=(S.MZONE,), resolve=resolve,
                  label="destroy the Warrior or Spellcaster")]
