"""Injection Fairy Lily (79575620), Effect Monster."""
from duelist.cards.common import (CONTINUOUS, DS_ATK, DS_CALC, END_OF_DAMAGE_STEP, QUICK, Effect,
                                  battling)
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Spellcaster. While it attacks or is attacked, during damage calculation "
               "its controller may pay 2000 LP, once per battle: it is 3000 ATK stronger for that "
               "damage calculation only.")


def battle_key(ctx):
    """This card's battle now, or None: (turn, attacker uid, target uid) while it attacks or is
    attacked, face-up on the field."""
    card = ctx.card
    fight = battling(ctx)
    if fight is None or card.location != S.MZONE or not card.face_up or card not in fight:
        return None
    attack = ctx.attack
    return [ctx.turn, attack[0], attack[1]]


def info(card, key):
    return (card.info or {}).get(key)


def note(card, key, value):
    card.info = dict(card.info or {}, **{key: value})


def can_boost_now(ctx):
    key = battle_key(ctx)
    return key is not None and ctx.in_damage_calculation and info(ctx.card, "paid") != key


def pay(ctx):
    ctx.pay_lp(2000)
    note(ctx.card, "paid", battle_key(ctx))      # once per battle, counted from the activation


def boost(ctx):
    if ctx.card.uid == ctx.link.card_uid and battle_key(ctx) is not None:
        note(ctx.card, "boosted", battle_key(ctx))


def boosted_now(ctx, card):
    return card is ctx.card and ctx.in_damage_calculation and info(card, "boosted") == battle_key(ctx)


def in_damage_step(ctx):
    """Its battle now is in the Damage Step."""
    return ctx.in_damage_step and battle_key(ctx) is not None


def boost_2005(ctx):
    card = ctx.card
    if card.uid == ctx.link.card_uid and card.location == S.MZONE and card.face_up:
        ctx.modify(card, atk=3000, until=END_OF_DAMAGE_STEP)


EFFECTS = [
    Effect(QUICK, condition=can_boost_now, can_pay=lambda ctx: ctx.can_pay_lp(2000), cost=pay, resolve=boost,
           damage_step=DS_CALC, label="pay 2000 LP: 3000 ATK for this damage calculation"),
    Effect(CONTINUOUS, tag="stats", affects=boosted_now, value=lambda ctx, card: (3000, 0),
           label="3000 ATK during that damage calculation"),
]

# the 2005 text (GOAT): activated in the Damage Step (an ATK change: from its start until damage
# calculation), the 3000 ATK lasting for that Damage Step, with no once-per-battle limit
ERAS = {"2005": {
    "DESCRIPTION": ("Level 3 EARTH Spellcaster. In the Damage Step of a battle it is in, up to damage "
                    "calculation, its controller may pay 2000 LP: it is 3000 ATK stronger until the end "
                    "of that Damage Step (no limit on uses but one activation per chain)."),
    "EFFECTS": [Effect(QUICK, condition=in_damage_step,
                       can_pay=lambda ctx: ctx.can_pay_lp(2000), cost=lambda ctx: ctx.pay_lp(2000),
                       resolve=boost_2005, damage_step=DS_ATK, label="pay 2000 LP: 3000 ATK this Damage Step")],
}}
