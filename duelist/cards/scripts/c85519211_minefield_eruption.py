"""Minefield Eruption (85519211), Normal Trap."""
from duelist.cards.common import activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: its controller's opponent takes 1000 damage for each face-up Mine Golem "
               "its controller controls (counted as it resolves), then those Mine Golems are destroyed; "
               "it needs one to be activated.")

MINE_GOLEM = 76321376


def _golem(ctx, card):
    return card.face_up and card.location == S.MZONE and ctx.is_named(card, MINE_GOLEM)


def _golems(ctx):
    return [card for card in ctx.monsters("me") if _golem(ctx, card)]


def resolve(ctx):
    golems = _golems(ctx)
    if golems:
        ctx.damage(ctx.opponent, 1000 * len(golems))
        ctx.then()
        yield from ctx.destroy(golems)


# The 2005 text (TLM: 1000 damage to the opponent for each face-up Mine Golem on your side of the
# field, then those Golems are destroyed) does what today's does: no ERAS entry.
EFFECTS = [activate(resolve, condition=lambda ctx: bool(_golems(ctx)), inflicts_damage="opponent",
                    destroys=True)]
