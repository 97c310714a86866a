"""Victory Dragon (44910027), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Effect Monster: cannot be Special Summoned; it is Tribute Summoned only with "
               "3 Dragon monsters as the Tributes. If its direct attack brings the opponent's "
               "LP to 0, its controller wins the whole Match, not just the duel.")

SUMMON_CONDITION = "never"

# Not read by the engine yet (see tests/cards/test_d_wins.py, xfail "engine: ..."):
# the Tribute rule (3 Tributes, Dragons only) and the Match win.
TRIBUTES_REQUIRED = 3


def tribute_ok(card):
    return card.data.race == "Dragon"


EFFECTS = [
    # its direct attack that brings the opponent to 0 LP wins the Match (engine hook needed)
    Effect(CONTINUOUS, tag="match_win_direct_attack", label="match win"),
]
