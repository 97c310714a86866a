"""Ballista of Rampart Smashing (242146), Equip Spell."""
from duelist.cards.common import APPLY, CONTINUOUS, DS_ALWAYS, Effect, H, R, equip_spell
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster: whenever the monster it equips attacks a monster "
               "that is face-down in Defense Position, it has 1500 more ATK while that battle's damage "
               "is calculated, and at no other moment.")

NOTE = "rampart"        # in this card's info: (attacker uid, target uid) of the attack on a face-down monster


def attacks(ctx, ev):
    """The start of the Damage Step of an attack by the equipped monster on a monster."""
    monster = ctx.related(R.EQUIP)
    return monster is not None and ev["uid"] == monster.uid and ev.get("target") is not None


def note(ctx):
    """Note whether the monster attacked is still face-down here (it is flipped later in that
    step): each attack of the equipped monster writes its own note, so a second attack on the
    same monster, face-up by then, gains nothing."""
    ev = ctx.event
    target = ctx.card_by_uid(ev["target"])
    face_down = target is not None and target.location == S.MZONE and target.position == S.FACEDOWN_DEFENSE
    ctx.card.info = dict(ctx.card.info or {}, **{NOTE: (ev["uid"], ev["target"]) if face_down else None})


def boost(ctx, monster):
    info = ctx.card.info
    if info and ctx.in_damage_calculation and info.get(NOTE) == ctx.attack:
        return (1500, 0)
    return (0, 0)


EFFECTS = equip_spell(None)[:1] + [
    # (applied with no chain link while this card is face-up and not negated: what the monster
    # attacked is seen at the start of the Damage Step, before the target is flipped)
    Effect(APPLY, events=H.BATTLE_START, range=(S.SZONE,), match=attacks, resolve=note,
           damage_step=DS_ALWAYS, label="attacking a face-down monster"),
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, c: ctx.related(R.EQUIP) is c, value=boost),
]
