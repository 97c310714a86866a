"""Victory Dragon (44910027), Effect Monster."""
from duelist.cards.common import CONTINUOUS, Effect

DESCRIPTION = ("Effect Monster: cannot be Special Summoned; it is Tribute Summoned only with "
               "3 Dragon monsters as the Tributes. If its direct attack brings the opponent's "
               "LP to 0, its controller wins the whole Match, not just the duel.")

SUMMON_CONDITION = "never"

# the Tribute rule: 3 Tributes, Dragons only (engine/turn.py reads both)
TRIBUTES_REQUIRED = 3


def tribute_ok(card):
    return card.data.race == "Dragon"


# Today's texts: the Match win is text that is no effect (効果外テキスト since the Perfect Rule
# Book of 2014-04-04: yugioh-wiki 《ヴィクトリー・ドラゴン》), so no negation stops it (Skill
# Drain); engine/battle.py `_match_winner` reads this flag of a face-up attacker
MATCH_WIN_TEXT = True

EFFECTS = []

# the 2005 text (GOAT): the Match win was treated as a monster effect then, a continuous one
# that a negation stops
ERAS = {"2005": {
    "MATCH_WIN_TEXT": False,
    "EFFECTS": [Effect(CONTINUOUS, tag="match_win_direct_attack", label="match win")],
}}
