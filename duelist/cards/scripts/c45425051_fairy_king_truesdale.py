"""Fairy King Truesdale (45425051), Effect Monster."""
from duelist.cards.common import C, CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 6 WATER Plant (2200/1500). While it is in face-up Defense Position, the "
               "face-up Plant monsters its controller controls (itself too) gain 500 ATK and DEF.")


def _in_defense(ctx):
    return ctx.card.position == S.FACEUP_DEFENSE


def _own_plant(ctx, card):
    return (_in_defense(ctx) and card.controller == ctx.player and card.face_up
            and ctx.race(card) == "Plant")


# (the 2004 print, WC4-001, and today's do the same; no ERAS entry)
EFFECTS = [Effect(CONTINUOUS, tag=C.STATS, affects=_own_plant, value=lambda ctx, card: (500, 500),
                  label="Plant monsters you control gain 500 ATK and DEF")]
