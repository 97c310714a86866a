"""Staunch Defender (92854392), Normal Trap."""
from duelist.cards.common import H, L, Target, activate, attack_now
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: when an opponent's monster declares an attack, target 1 face-up "
               "monster you control: for the rest of this turn your opponent may attack only that "
               "monster (no direct attack; no attack at all once it has left the field), and each "
               "of their monsters that can attack it must. The attack being declared goes on "
               "against the target it has.")

# the Battle Step menu's restriction and its must-attack gate (battle.py `_attack_only_options`,
# `_must_attack_lasting`)
LASTING_TAGS = (L.ATTACK_TARGET_ONLY, L.MUST_ATTACK)


def condition(ctx):
    attack = attack_now(ctx)
    return attack is not None and attack[0].controller != ctx.player


def mine_face_up(ctx):
    return ctx.monsters("me", face_up=True)


def still_mine_face_up(ctx, card):
    return card.controller == ctx.player and card.location == S.MZONE and card.face_up


def resolve(ctx):
    for card in ctx.targets:
        ctx.player_flag(ctx.opponent, L.ATTACK_TARGET_ONLY, card=card)     # this turn


# One meaning in both eras (the 2005 print, DCR-046: select 1 face-up monster on your side of the
# field; this turn your opponent can attack only it, and all their face-up monsters must attack
# it; today's text the same): no ERAS entry.
EFFECTS = [activate(resolve, condition=condition, answers=H.ATTACK,
                    target=Target(mine_face_up, filter=still_mine_face_up,
                                  prompt="Staunch Defender: which monster must they attack?"))]
