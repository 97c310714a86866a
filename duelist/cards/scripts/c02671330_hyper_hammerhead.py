"""Hyper Hammerhead (2671330), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Dinosaur. At the end of the Damage Step, an opponent's monster that "
               "battled it and was not destroyed goes back to its owner's hand (mandatory, no "
               "target; even if this card itself fell in that battle).")

# "at the end of the Damage Step": the engine's "damage_step_end" happening, from the GY too
# when this card was destroyed by that battle (as Ryu Kokki)


def _opponent(ctx, ev):
    """The monster it battled, if that is still the same object on the field."""
    if ev.get("attacker") == ctx.card.cid:
        return ctx.card_by_uid(ev.get("target_uid"))
    if ev.get("target") == ctx.card.cid:
        return ctx.card_by_uid(ev.get("attacker_uid"))
    return None


def match(ctx, ev):
    other = _opponent(ctx, ev)
    return other is not None and other.location == S.MZONE and other.controller != ctx.player


def resolve(ctx):
    other = _opponent(ctx, ctx.event)
    if other is not None and other.location == S.MZONE:
        ctx.to_hand([other])


EFFECTS = [Effect(TRIGGER, events="damage_step_end", match=match, range=(S.MZONE, S.GRAVE), resolve=resolve,
                  label="return the monster it battled to the hand")]
