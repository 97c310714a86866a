"""Poison Fangs (76539047), Continuous Spell."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: each time a Beast monster inflicts battle damage to your "
               "opponent (attacking, or defending and reflecting it), your opponent takes 500 "
               "damage (not optional; a chain link in the Damage Step).")


def _beast_damage(ctx, ev):
    if ev.get("reason") != "battle" or ev.get("player") != ctx.opponent or not ctx.card.activated:
        return False
    source = ctx.card_by_uid(ev.get("source_uid"))
    return source is not None and source.location == S.MZONE and ctx.race(source) == "Beast"


# The 2005 text (FET) and today's do the same ("Each time ...: inflict", a trigger): no ERAS entry.
EFFECTS = [
    activate(),
    Effect(TRIGGER, events=H.DAMAGE, range=(S.SZONE,), match=_beast_damage, damage_step=DS_ALWAYS,
           resolve=lambda ctx: ctx.damage(ctx.opponent, 500), inflicts_damage="opponent",
           label="a Beast inflicted battle damage: 500 damage"),
]
