"""Sinister Serpent (8131171). Today's OCG text (errata of 2020) limits its effect to once per
turn for the name and adds a drawback: in the opponent's next End Phase, its player banishes 1
Sinister Serpent from their GY. The 2005 text (GOAT) had neither. seed 004 §准备阶段,
seed 000 §卡片名稱 (同名卡: the limit is on the name)."""

from duelist.testing.reads import banished, grave, hand
from duelist.testing.scenario import Script, Table


def _two_serpents(rules):
    table = Table(rules=rules, turn=3, turn_player=0, phase="standby")
    table.grave(0, "Sinister Serpent", "Sinister Serpent")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    return table.build()


def _return_what_is_offered(s):
    while s.duel.request.kind in ("yes_no", "order", "chain"):
        kind = s.duel.request.kind
        if kind == "yes_no":
            s.pick("yes", request="yes_no", player=0)
        elif kind == "order":
            s.pick("chain_trigger", "Sinister Serpent", first=True)
        else:
            s.pick("pass", first=True)


def test_today_only_one_sinister_serpent_returns_a_turn():
    """Two Serpents in player 0's GY at their Standby Phase: one returns; the second may not
    use the effect of the same name this turn, and stays."""
    duel = _two_serpents("MR5")
    s = Script(duel)
    _return_what_is_offered(s)
    assert hand(duel, 0) == ["Sinister Serpent"]
    assert grave(duel, 0) == ["Sinister Serpent"]
    assert duel.phase == "main1"


def test_today_a_serpent_is_banished_in_the_opponents_next_end_phase():
    """Then nothing happens in player 0's own End Phase; in the opponent's next End Phase one
    Sinister Serpent of player 0's GY (the one left there) is banished, without a chain link."""
    duel = _two_serpents("MR5")
    s = Script(duel)
    _return_what_is_offered(s)
    s.end_turn()                                   # player 0's turn 3 ends
    assert duel.turn == 4 and grave(duel, 0) == ["Sinister Serpent"]
    s.end_turn()                                   # the opponent's turn 4 ends
    assert duel.turn == 5
    assert banished(duel, 0) == ["Sinister Serpent"] and grave(duel, 0) == []


def test_in_2005_both_serpents_return_and_nothing_is_banished():
    """GOAT (the 2005 text): both Serpents return at the same Standby Phase; nothing is
    banished later."""
    duel = _two_serpents("GOAT")
    s = Script(duel)
    _return_what_is_offered(s)
    assert hand(duel, 0) == ["Sinister Serpent", "Sinister Serpent"] and grave(duel, 0) == []
