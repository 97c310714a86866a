"""Granadora (13944422), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WATER Reptile, 1900 / 700. Each Normal, Flip or Special Summon of it gives its "
               "controller 1000 LP (not a flip by an attack). Destroyed and put in the GY (from the "
               "field or the hand), it costs its owner 2000 LP as damage. Both effects are mandatory.")


def summoned_self(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid


def destroyed_to_grave(ctx, ev):
    return K.is_self_move(ctx, ev) and K.was_destroyed(ev)


# (the 2005 text, IOC-030, and today's do the same: no ERAS entry)
EFFECTS = [
    Effect(TRIGGER, events=H.SUMMONED, match=summoned_self, resolve=lambda ctx: ctx.recover(ctx.player, 1000),
           label="summoned: gain 1000 LP"),
    Effect(TRIGGER, inflicts_damage="self", events=H.MOVED, range=(S.GRAVE,), match=destroyed_to_grave, damage_step=DS_ALWAYS,
           resolve=lambda ctx: ctx.damage(ctx.player, 2000), label="destroyed: take 2000 damage"),
]
