"""Blast Held by a Tribute (89041555), Normal Trap."""
from duelist.cards.common import H, activate, summoned_now
from duelist.engine import state as S

DESCRIPTION = ("Normal Trap: when the opponent Tribute Summons a monster, every face-up Attack Position "
               "monster they control is destroyed, and they take 1000 damage for each one destroyed.")


def tribute_summoned(ctx):
    return bool(summoned_now(ctx, ("tribute",)))


def in_attack(ctx, card):
    return card.position == S.FACEUP_ATTACK


def resolve(ctx):
    destroyed = yield from ctx.destroy(ctx.cards_where("monsters", in_attack, who="opp"))
    if destroyed:
        ctx.damage(ctx.opponent, 1000 * len(destroyed))


# The 2005 text (DCR) and today's do the same: no ERAS entry.
EFFECTS = [activate(resolve, condition=tribute_summoned, answers=H.SUMMONED, destroys=True)]
