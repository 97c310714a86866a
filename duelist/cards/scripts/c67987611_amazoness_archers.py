"""Amazoness Archers (67987611), Normal Trap."""
from duelist.cards.common import H, L, activate, attack_now
from duelist.cards.scripts.c47480070_amazoness_paladin import my_face_up_amazoness
from duelist.engine import state as S
from duelist.engine.lasting import while_here

DESCRIPTION = ("Normal Trap: when an opponent's monster declares an attack while you control a "
               "face-up \"Amazoness\" monster, every monster your opponent controls is turned to "
               "face-up Attack Position (no Flip effect starts) and loses 500 ATK while it stays "
               "face-up on the field, and each of them must attack this turn if able.")

LASTING_TAGS = (L.MUST_ATTACK,)     # (the Battle Step menu's must-attack gate)


def condition(ctx):
    attack = attack_now(ctx)
    return attack is not None and attack[0].controller != ctx.player and \
        ctx.any_card("monsters", my_face_up_amazoness)


def resolve(ctx):
    for card in ctx.monsters("opp"):
        if card.position != S.FACEUP_ATTACK:
            ctx.change_position(card, S.FACEUP_ATTACK, flip_effects=False)
    for card in ctx.monsters("opp"):
        if card.face_up:
            ctx.modify(card, atk=-500, until=while_here(card))
            ctx.lasting(L.MUST_ATTACK, card)    # this turn, if able


EFFECTS = [activate(resolve, condition=condition, answers=H.ATTACK)]
