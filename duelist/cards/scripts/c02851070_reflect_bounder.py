"""Reflect Bounder (2851070), Effect Monster."""
from duelist.cards.common import APPLY, DS_ALWAYS, TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 4 LIGHT Machine. When an opponent's monster attacks it while it is in face-up "
               "Attack Position, before damage calculation your opponent takes damage equal to the "
               "attacker's ATK; after damage calculation this card destroys itself (no chain link).")


def _in_attack_position(card):
    return card.location == S.MZONE and card.position == S.FACEUP_ATTACK


def attacked(ctx, ev):
    """It is the attack target now, face-up in Attack Position."""
    return ev["target"] == ctx.card.uid and _in_attack_position(ctx.card)


def reflect(ctx):
    attacker = ctx.attacking_monster    # (None once the attack stopped or the attacker left)
    if attacker is not None:
        ctx.damage(ctx.opponent, ctx.atk(attacker))


def battled_as_target(ctx, ev):
    """It went through damage calculation as the attack target, still in face-up Attack
    Position, and its destruction by that battle is not decided."""
    card = ctx.card
    return ev["uid"] == card.uid and not ev["attacking"] and _in_attack_position(card) and \
        not ctx.destroyed_by_battle_now(card)


def destroy_itself(ctx):
    yield from ctx.destroy([ctx.card])


# yugioh-wiki.net 《魔鏡導士リフレクト・バウンダー》: the damage is a trigger effect (a chain link),
# the destruction after damage calculation a continuous effect that makes no chain link
EFFECTS = [
    Effect(TRIGGER, events=H.BEFORE_DAMAGE_CALCULATION, match=attacked, resolve=reflect,
           damage_step=DS_ALWAYS, label="damage equal to the attacker's ATK", inflicts_damage="opponent"),
    Effect(APPLY, events=H.BATTLED, match=battled_as_target, resolve=destroy_itself,
           damage_step=DS_ALWAYS, label="destroyed after damage calculation"),
]
