"""Begone, Knave! (20374520), Continuous Trap."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Trap: while face-up, each time a monster deals battle damage to a "
               "player (either side's monster), that monster is returned to its owner's hand "
               "(a mandatory effect of this card; a monster its battle destroyed goes to the GY "
               "instead).")


def battle_damage(ctx, ev):
    return ev.get("reason") == "battle" and ev.get("source_uid") is not None


def resolve(ctx):
    ev = ctx.event
    monster = ctx.card_by_uid(ev["source_uid"])
    if monster is not None and monster.location == S.MZONE:
        ctx.to_hand([monster])


EFFECTS = [
    activate(),
    Effect(TRIGGER, events=H.DAMAGE, range=(S.SZONE,), match=battle_damage, resolve=resolve,
           damage_step=DS_ALWAYS, label="return the monster that dealt battle damage"),
]
