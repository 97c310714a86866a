"""Winged Sage Falcos (87523462), Effect Monster."""
from duelist.cards.common import DS_ALWAYS, STATE, TRIGGER, Effect, M
from duelist.cards.scripts.c47507260_mystic_swordsman_lv2 import battle_victim_now
from duelist.cards.scripts.c47507260_mystic_swordsman_lv2 import victims as _victims
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WIND Winged Beast. If its battle destroys an opposing monster that was "
               "face-up in Attack Position and that monster lands in the GY, its controller may place "
               "the monster on top of its owner's Deck (Falcos still on the field).")

VICTIMS = M.BATTLE_VICTIMS      # a mark on this object: [turn, [cid, ...]] of the Attack Position ones


def attack_victim_now(ctx):
    victim = battle_victim_now(ctx)
    return victim if victim is not None and victim.position == S.FACEUP_ATTACK else None


def new_victim(ctx):
    victim = attack_victim_now(ctx)
    return victim is not None and victim.cid not in _victims(ctx)


def note_victim(ctx):
    ctx.mark(ctx.card, VICTIMS, [ctx.turn, _victims(ctx) + [attack_victim_now(ctx).cid]])


def sent_by_its_battle(ctx, ev):
    return ev.get("to") == S.GRAVE and ev.get("reason") == "battle" and ev.get("origin") == S.MZONE and \
        ev.get("cid") in _victims(ctx)


def resolve(ctx):
    victim = ctx.card_by_uid(ctx.event.get("uid"))
    if victim is not None and victim.location == S.GRAVE and not ctx.grave_guarded(victim):
        ctx.to_deck([victim], shuffle=False)


# (the 2005 text, LOD-020 / DR1-EN020 as Pojo's Card of the Day of 2006-12-28 prints it, and
# today's do the same: an optional trigger; no ERAS entry)
EFFECTS = [
    # (a fact noted, not an effect: the face-up Attack Position monster it destroys by battle)
    Effect(STATE, condition=new_victim, resolve=note_victim, while_negated=True,
           label="note an Attack Position monster it destroys by battle"),
    Effect(TRIGGER, events="moved", match=sent_by_its_battle, resolve=resolve, optional=True, when=True,
           damage_step=DS_ALWAYS, label="put the monster it destroyed on top of the Deck"),
]
