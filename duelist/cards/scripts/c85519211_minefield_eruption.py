"""Minefield Eruption (85519211), Normal Trap."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: its controller's opponent takes 1000 damage for each face-up Mine Golem "
               "its controller controls (counted as it resolves); it needs one to be activated.")

MINE_GOLEM = 76321376


def _golem(ctx, card):
    return card.face_up and card.location == S.MZONE and ctx.is_named(card, MINE_GOLEM)


def _count(ctx):
    return sum(1 for card in ctx.monsters("me") if _golem(ctx, card))


def resolve(ctx):
    count = _count(ctx)
    if count:
        ctx.damage(ctx.opponent, 1000 * count)


# The 2005 text (TLM: 1000 damage to the opponent for each face-up Mine Golem on your side of the
# field) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: _count(ctx) > 0, inflicts_damage="opponent")]
