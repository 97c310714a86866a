"""Sword of Dragon's Soul (61405855), Equip Spell."""
from duelist.cards.common import TRIGGER, Effect, R, equip_spell, race_is
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for a Warrior monster only: it gains 700 ATK. At the end of the Damage "
               "Step, if the equipped monster battled a Dragon monster that is still face-up on the "
               "field, that Dragon is destroyed (mandatory; this card must still be equipped).")


def _dragon_battled(ctx, ev):
    """The Dragon the equipped monster battled, still the same face-up object on the field."""
    monster = ctx.related(R.EQUIP)
    if monster is None:
        return None
    if ev.get("attacker_uid") == monster.uid:
        other = ctx.card_by_uid(ev.get("target_uid"))
    elif ev.get("target_uid") == monster.uid:
        other = ctx.card_by_uid(ev.get("attacker_uid"))
    else:
        return None
    if other is not None and other.location == S.MZONE and other.face_up and ctx.race(other) == "Dragon":
        return other
    return None


def _destroy(ctx):
    other = ctx.card_by_uid(ctx.link.info.get("dragon"))
    if other is not None and other.location == S.MZONE:
        yield from ctx.destroy([other])


def _note(ctx):
    ctx.link.info["dragon"] = _dragon_battled(ctx, ctx.event).uid


# The 2005 text does the same: no ERAS entry.
EFFECTS = equip_spell(race_is("Warrior"), atk=700) + [
    Effect(TRIGGER, events="damage_step_end", range=(S.SZONE,), match=lambda ctx, ev: _dragon_battled(ctx, ev)
           is not None, cost=_note, resolve=_destroy, label="destroy the Dragon it battled"),
]
