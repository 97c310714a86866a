"""Fusilier Dragon, the Dual-Mode Beast (51632798), Effect Monster."""
from duelist.cards.common import CONTINUOUS, C, Effect

DESCRIPTION = ("Level 7 DARK Machine, 2800 ATK / 2000 DEF. It may be Normal Summoned without "
               "Tributes (a Summon, not a Set); summoned that way, its original ATK and DEF are "
               "halved while it stays face-up.")

# the summon menu offers its Normal Summon without Tributes (turn.py `_summon_without_tribute`)
SUMMON_WITHOUT_TRIBUTE = True


def _untributed(ctx, card):
    # this object was Normal Summoned with no Tribute (a Level 7 Normal Summon of kind "normal",
    # not "tribute"; a Set flipped later, or a Special Summon, is not one)
    return card is ctx.card and card.summon_kind == "normal"


def _halved(ctx, card):
    return (card.data.atk // 2, card.data.defense // 2)


EFFECTS = [
    Effect(CONTINUOUS, tag=C.SET_STATS, original=True, affects=_untributed, value=_halved,
           label="original ATK/DEF halved"),
]
