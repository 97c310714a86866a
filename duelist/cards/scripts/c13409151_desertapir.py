"""Desertapir (13409151), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, face_up_monsters, turnable_face_down
from duelist.engine import state as S

DESCRIPTION = ("Level 3 EARTH Beast (900/300). Flip effect: one targeted face-up monster on the field "
               "that is not a Desertapir is turned face-down in Defense Position.")

CODE = 13409151


def _fits(ctx, card):
    return not ctx.is_named(card, CODE) and turnable_face_down(ctx, card)


def resolve(ctx):
    for card in ctx.targets:
        ctx.change_position(card, S.FACEDOWN_DEFENSE)


# the 2005 AST print does what today's does (mandatory, targeting, any face-up monster but a
# Desertapir): no ERAS entry
EFFECTS = [Effect(FLIP, resolve=resolve,
                  target=Target(face_up_monsters, filter=_fits, prompt="Desertapir: turn which monster face-down?"))]
