"""Legendary Black Belt (96458440), Equip Spell."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, equip_spell
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for Master Monk only. When a monster the equipped monster battles is "
               "destroyed by that battle and goes to the GY, the opponent takes damage equal to that "
               "monster's DEF (not optional; nothing if Master Monk is destroyed by the same battle).")

MASTER_MONK = 49814180


def _master_monk(ctx, card):
    return ctx.is_named(card, MASTER_MONK)


def destroyed_by_the_equipped(ctx, ev):
    """A monster's move from a Monster Zone to the GY, destroyed by battle with the monster this
    card is equipped to (banished by Macro Cosmos instead: nothing)."""
    if ev.get("reason") != "battle" or ev.get("origin") != S.MZONE or ev.get("to") != S.GRAVE:
        return False
    monster = K.equipped_monster(ctx)
    attack = ctx.attack
    prev = ev.get("prev")
    if monster is None or attack is None or prev not in attack or prev == monster.uid:
        return False
    return monster.uid in attack


def resolve(ctx):
    destroyed = ctx.card_by_cid(ctx.event["cid"])
    if destroyed is not None and destroyed.uid == ctx.event["uid"]:
        ctx.damage(ctx.opponent, destroyed.data.defense or 0)


# The 2005 text (TLM-EN045) and today's do the same: no ERAS entry.
EFFECTS = equip_spell(_master_monk) + [
    Effect(TRIGGER, events="moved", range=(S.SZONE,), match=destroyed_by_the_equipped, damage_step=DS_ALWAYS,
           resolve=resolve, inflicts_damage="opponent", label="damage equal to the destroyed monster's DEF"),
]
