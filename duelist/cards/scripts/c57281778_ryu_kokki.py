"""Ryu Kokki (57281778), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 6 DARK Zombie. A Warrior or Spellcaster that fought it does not survive the "
               "battle: once the battle is over, that monster is destroyed (even if this card itself "
               "fell in that battle).")

RACES = ("Warrior", "Spellcaster")

# The card acts "at the end of the Damage Step" (the engine's "damage_step_end" happening),
# even if it was destroyed in that battle (then from the GY).


def _opponent(ctx, ev):
    """The monster it battled, if that is still the same object on the field."""
    if ev.get("attacker") == ctx.card.cid:
        return ctx.card_by_uid(ev.get("target_uid"))
    if ev.get("target") == ctx.card.cid:
        return ctx.card_by_uid(ev.get("attacker_uid"))
    return None


def match(ctx, ev):
    other = _opponent(ctx, ev)
    return other is not None and other.location == S.MZONE and other.face_up and ctx.race(other) in RACES


def resolve(ctx):
    other = _opponent(ctx, ctx.event)
    if other is not None and other.location == S.MZONE:
        yield from ctx.destroy([other])


EFFECTS = [Effect(TRIGGER, events="damage_step_end", match=match, range=(S.MZONE, S.GRAVE), resolve=resolve,
                  label="destroy the Warrior or Spellcaster")]
