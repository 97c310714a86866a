"""Narrow Pass (40172183), Continuous Trap."""
from duelist.cards.common import C, CONTINUOUS, L, Effect, activate

DESCRIPTION = ("Continuous Trap: activated only while each player controls 2 or fewer monsters. "
               "While it stays face-up, each player can Normal Summon (Tribute Summons included) "
               "only 2 monsters counted from its activation; Sets, Flip Summons and Special Summons "
               "are not limited.")

LASTING_TAGS = (L.NORMAL_SUMMON_WATCH,)     # (its watcher: turn.py counts the Normal Summons)

LIMIT = 2


def condition(ctx):
    return len(ctx.monsters("me")) <= LIMIT and len(ctx.monsters("opp")) <= LIMIT


def resolve(ctx):
    ctx.watch_normal_summons()      # from now, while this card stays face-up


def left(ctx, player):
    return LIMIT - ctx.normal_summons_watched(player)


# One meaning in both eras (the 2005-era prints, PGD-097 / DR1-EN045, and the OCG text: only
# while each side has 2 or fewer monsters; each player may Normal Summon 2 monsters after its
# activation; "Summon" names no Set, Flip Summon or Special Summon: yugioh-wiki.net): no ERAS entry.
EFFECTS = [
    activate(resolve, condition=condition),
    Effect(CONTINUOUS, tag=C.NORMAL_SUMMONS_LEFT, value=left, label="2 Normal Summons each"),
]
