"""Earthquake (82828051), Normal Spell."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell: every face-up Attack Position monster on the field, on either side, "
               "is changed to face-up Defense Position.")


def _attackers(ctx):
    return [c for c in ctx.monsters("both") if c.position == S.FACEUP_ATTACK
            and ctx.can_change_position(c, S.FACEUP_DEFENSE)]


def resolve(ctx):
    for card in _attackers(ctx):
        ctx.change_position(card, S.FACEUP_DEFENSE)


# The 2005 text (AST) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: bool(_attackers(ctx)))]
