"""Horus' Servant (9264485), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 1 FIRE Beast-Warrior (100/100). As long as it stays face-up on the field, "
               "no card effect of the player facing its controller may choose as its target a face-up "
               "Horus the Black Flame Dragon monster of either side.")

HORUS = "Horus the Black Flame Dragon"


def protected(ctx, card):
    return card.location == S.MZONE and card.face_up and ctx.name(card).startswith(HORUS)


def by_opponent(sctx, ctx):
    return ctx.player != sctx.player


# our reading: the Horus monsters of either side (the text names no side); the 2005 SOD print
# ("your opponent cannot target a monster with Horus the Black Flame Dragon in its name with a
# Spell, Trap or Effect Monster's effect") does what today's does: no ERAS entry
EFFECTS = [Effect(CONTINUOUS, tag="untargetable", affects=protected, value=by_opponent,
                  label="the opponent cannot target Horus monsters")]
