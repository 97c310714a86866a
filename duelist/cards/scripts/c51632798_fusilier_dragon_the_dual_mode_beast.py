"""Fusilier Dragon, the Dual-Mode Beast (51632798), Effect Monster."""
from duelist.cards.common import CONTINUOUS, C, Effect
from duelist.engine.names import M

DESCRIPTION = ("Level 7 DARK Machine, 2800 ATK / 2000 DEF. It may be Normal Summoned or Set without "
               "Tributes; Summoned or Set that way, its original ATK and DEF are halved while it is "
               "face-up (a Set one once flipped), until it turns face-down or leaves the field.")

# the summon menu offers its Normal Summon, and its Set, without Tributes (turn.py
# `_summon_without_tribute`, `_summon_options`)
SUMMON_WITHOUT_TRIBUTE = "summon_or_set"

ERAS = {"2005": {
    "DESCRIPTION": ("Level 7 DARK Machine, 2800 ATK / 2000 DEF. It may be Normal Summoned (not Set) "
                    "without Tributes; summoned that way, its original ATK and DEF are halved while "
                    "it stays face-up."),
    "SUMMON_WITHOUT_TRIBUTE": True,     # the 2005 text names a Normal Summon only
}}


def _untributed(ctx, card):
    # this object was Normal Summoned or Set with no Tribute by its own rule (the engine's mark,
    # gone once it turns face-down: Book of Moon; a Tribute Summon or Special Summon has none)
    return card is ctx.card and ctx.marked(card, M.UNTRIBUTED) is not None


def _halved(ctx, card):
    return (card.data.atk // 2, card.data.defense // 2)


EFFECTS = [
    Effect(CONTINUOUS, tag=C.SET_STATS, original=True, affects=_untributed, value=_halved,
           label="original ATK/DEF halved"),
]
