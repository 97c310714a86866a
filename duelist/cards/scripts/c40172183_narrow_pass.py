"""Narrow Pass (40172183), Continuous Trap."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, Effect, activate

DESCRIPTION = ("Continuous Trap: activated only while each player controls 2 or fewer monsters. "
               "While it is face-up, each player may Normal Summon only 2 monsters after its "
               "activation (a Tribute Summon counts; Sets, Flip Summons and Special Summons are "
               "not limited).")


def few_monsters(ctx):
    return len(ctx.monsters(0)) <= 2 and len(ctx.monsters(1)) <= 2


def resolve(ctx):
    K.note_activation(ctx, since=ctx.log_size)      # the count starts here


def summons_since(ctx, player):
    """That player's Normal Summons since the activation, counted on from the last look (kept
    in the card's info: a scan of the new log events only)."""
    card = ctx.card
    info = card.info or {}
    since = info.get("since", 0)
    seen, counts = info.get("counted", (since, (0, 0)))
    size = ctx.log_size
    if seen < size:
        counts = (counts[0] + ctx.normal_summons_logged(0, seen), counts[1] + ctx.normal_summons_logged(1, seen))
        card.info = dict(info, counted=(size, counts))
    return counts[player]


def barred(ctx, player):
    return summons_since(ctx, player) >= 2


# The 2005 text (each player can Normal Summon only 2 monsters after its activation) is what
# today's says: no ERAS entry.
EFFECTS = [
    activate(resolve, condition=few_monsters),
    Effect(CONTINUOUS, tag=C.NO_NORMAL_SUMMON, affects=barred, label="2 Normal Summons each after its activation"),
]
