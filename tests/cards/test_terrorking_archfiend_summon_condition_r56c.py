"""Terrorking Archfiend (35975813): "cannot be Normal Summoned or Flip Summoned unless you control
a face-up Archfiend" -- the engine request of round 56c (strict xfails until round 56x).

Sources, read in our words: the card's text (DCR, 2005: you cannot Normal Summon or Flip Summon
it unless you control a face-up "Archfiend" monster; 800 LP in each of your Standby Phases; a die,
2 or 5, against the opponent's targeting effects) and the OCG text on yugioh-wiki.net
《ジェノサイドキングデーモン》 (召喚・反転召喚できない unless an Archfiend monster card is on your
field: a summoning rule; a Set is allowed). The card has no script: the engine has no per-card
condition on a Normal Summon or a Flip Summon (a script constant such as `NORMAL_SUMMON_IF(ctx)`
read where turn.py offers the `summon` and `flip_summon` options, beside `SPECIAL_SUMMON_IF`):
round 56x added it, `NORMAL_SUMMON_IF`, and scripted the card; the markers went."""

from duelist.testing.scenario import Script, Table

TK = "Terrorking Archfiend"


def test_terrorking_archfiend_no_normal_summon_without_an_archfiend():
    """Q: I control only Battle Ox; Terrorking Archfiend is in my hand. A: it cannot be Normal
    Summoned (it can be Set)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, TK)
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert s.has("set", TK)
    assert not s.has("summon", TK)


def test_terrorking_archfiend_no_flip_summon_without_an_archfiend():
    """Q: my Terrorking Archfiend was Set on an earlier turn; I control no face-up Archfiend. A:
    it cannot be Flip Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, TK, position="set")
    duel = table.build()
    assert not Script(duel).has("flip_summon", TK)
