"""Prickle Fairy (91559748), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, DS_ALWAYS, TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Plant (300/2000). While it is face-up on the field, the opponent "
               "cannot attack its controller's face-up Insect monsters. At the end of the Damage "
               "Step, a monster that battled it (it still on the field) is changed to face-up "
               "Defense Position (not optional).")


def _shielded(ctx, card):
    return card.controller == ctx.player and card.face_up and ctx.race(card) == "Insect"


def battled(ctx, ev):
    """The other monster of the battle that just ended, when this card was in it and is still
    on the field (the same object), or None."""
    card = ctx.card
    if ev.get("attacker") == card.cid and ev.get("attacker_uid") == card.uid:
        other, other_uid = ev.get("target"), ev.get("target_uid")
    elif ev.get("target") == card.cid and ev.get("target_uid") == card.uid:
        other, other_uid = ev.get("attacker"), ev.get("attacker_uid")
    else:
        return None
    if card.location != S.MZONE or other is None:
        return None
    monster = ctx.card_by_cid(other)
    if monster is None or monster.location != S.MZONE or monster.uid != other_uid:
        return None
    return monster


def resolve(ctx):
    monster = battled(ctx, ctx.event)
    if monster is not None and monster.position != S.FACEUP_DEFENSE:
        ctx.change_position(monster, S.FACEUP_DEFENSE)


# (the 2005 print, IOC-077, and today's do the same; no ERAS entry)
EFFECTS = [
    Effect(CONTINUOUS, tag=C.CANNOT_BE_ATTACKED, affects=_shielded,
           label="the opponent cannot attack face-up Insect monsters"),
    Effect(TRIGGER, events=H.DAMAGE_STEP_END, range=(S.MZONE,), match=lambda ctx, ev: battled(ctx, ev) is not None,
           resolve=resolve, damage_step=DS_ALWAYS, label="change the monster it battled to Defense Position"),
]
