"""Kunai with Chain (37390589), Normal Trap."""
from duelist.cards.common import CONTINUOUS, DS_ATK, Effect, H, R, Target, activate
from duelist.cards.common import opponents_attacker, still_opponents_attacker
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap; activate it for one or both of two uses: when an opponent's monster "
               "declares an attack, push that attacker into Defense Position; and hang this card "
               "on one of your face-up monsters as an Equip Card worth 500 ATK.")


attacker = opponents_attacker      # the first use's only target


def still_attacking(ctx, card):
    """Still the opponent's attacking monster, in Attack Position, whose position may change
    (never a Link Monster)."""
    return still_opponents_attacker(ctx, card) and card.position == S.FACEUP_ATTACK \
        and ctx.can_change_position(card)


def my_face_up(ctx):
    return ctx.monsters("me", face_up=True)


def to_defense(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEUP_DEFENSE)


def equip(ctx):
    targets = ctx.targets
    if targets and ctx.card_still_here:
        ctx.equip(ctx.card, targets[0])


def both(ctx):
    """Both uses: the attacker to Defense Position, then the equip."""
    for card in ctx.target_group(0):
        ctx.change_position(card, S.FACEUP_DEFENSE)
    hosts = ctx.target_group(1)
    if hosts and ctx.card_still_here:
        ctx.equip(ctx.card, hosts[0])


_ATTACKER = Target(attacker, filter=still_attacking, prompt="Kunai with Chain: the attacker to Defense Position?")
def face_up(ctx, card):
    return card.face_up


_HOST = Target(my_face_up, filter=face_up, prompt="Kunai with Chain: equip which monster?")

EFFECTS = [
    # the first use only when an opponent's monster declares an attack (the window that
    # declaration opened: `answers`)
    activate(to_defense, label="change the attacker to Defense Position", target=_ATTACKER, answers=H.ATTACK),
    # seed 000 §陷阱卡: a Trap that becomes an Equip Card stays on the field as one
    activate(equip, label="equip", equips=True, damage_step=DS_ATK, target=_HOST),
    # (the equip's condition is its host's, not the attacker's: `equip_filter`, the engine
    # asks every equipping activation's, actions.py `_equip_still_legal`)
    activate(both, label="both: the attacker to Defense Position, then equip", equips=True,
             equip_filter=face_up, target=[_ATTACKER, _HOST], answers=H.ATTACK),
    Effect(CONTINUOUS, tag="stats", affects=lambda ctx, c: ctx.related(R.EQUIP) is c,
           value=lambda ctx, c: (500, 0)),
]
