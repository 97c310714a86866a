"""Shinato, King of a Higher Plane (86327225), Ritual Effect Monster."""
from duelist.cards.common import APPLY, DS_ALWAYS, TRIGGER, Effect, H
from duelist.cards.scripts.c35809262_elemental_hero_flame_wingman import victim
from duelist.engine import state as S

DESCRIPTION = ("Level 8 LIGHT Fairy Ritual (Shinato's Ark). When it attacks a Defense Position "
               "monster, destroys it by battle and sends it to the GY, the opponent takes damage "
               "equal to that monster's original ATK (not optional; only while Shinato is still on "
               "the field).")

_DEFENSE = (S.FACEUP_DEFENSE, S.FACEDOWN_DEFENSE)


def _attacked(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("attacking")


def note_defender(ctx):
    """After damage calculation: note the Defense Position monster this battle destroys (its
    position is gone once it is in the GY). Applied, no chain link; the note is the object's."""
    target = ctx.card_by_uid(ctx.event["opponent"])
    if target is not None and target.position in _DEFENSE and ctx.destroyed_by_battle_now(target):
        ctx.card.info = dict(ctx.card.info or {}, shinato_victim=target.cid)


def _defender_victim(ctx, ev):
    destroyed = victim(ctx, ev)
    if destroyed is None or ev.get("attacker") != ctx.card.cid:
        return None
    if (ctx.card.info or {}).get("shinato_victim") != destroyed.cid:
        return None
    return destroyed


def resolve(ctx):
    destroyed = _defender_victim(ctx, ctx.event)
    if destroyed is not None and destroyed.location == S.GRAVE:
        ctx.damage(ctx.opponent, ctx.original_atk(destroyed))


# (the 2004 print, DCR-016, and today's do the same: a mandatory trigger; no ERAS entry)
EFFECTS = [
    Effect(APPLY, events=("battled",), match=_attacked, resolve=note_defender,
           label="note the Defense Position monster it destroys"),
    Effect(TRIGGER, events=H.DAMAGE_STEP_END, range=(S.MZONE,),
           match=lambda ctx, ev: _defender_victim(ctx, ev) is not None, resolve=resolve,
           damage_step=DS_ALWAYS, label="damage equal to the destroyed monster's original ATK",
           inflicts_damage="opponent"),
]
