"""Bowganian (52090844) taken by Snatch Steal (45986603): whose Standby Phase is "your
Standby Phase"?

Bowganian's text (the 2005 print IOC-029 and today's, in our words): in each of YOUR Standby
Phases, your opponent takes 600 damage. "You" in a card's text is the player who controls
the card now (seed 000 §控制權: the controller applies the card's effects; yugioh-wiki.net
《ボーガニアン》: a trigger in its controller's own Standby Phase): a Bowganian the opponent
took with Snatch Steal burns its owner in the taker's Standby Phase and does nothing in its
owner's, where Snatch Steal gives the owner 1000 LP instead. (Round 58k: the scripts'
Standby Phase match, `kit.standby_match`, reads the card's controller.)"""

from duelist.testing.reads import field_monsters, lp, of_type
from duelist.testing.scenario import Script, Table

BOWGANIAN = "Bowganian"
DECK = ["Battle Ox"] * 5


def _settle(duel, s):
    while duel.request is not None and duel.request.kind in ("chain", "order"):
        if duel.request.kind == "order":
            s.answer(s.options()[0])
        else:
            s.pick("pass", player=duel.request.player)


def test_bowganian_taken_by_snatch_steal_burns_its_owner_in_the_takers_standby_phase():
    """Q: in my turn 3 I take my opponent's face-up Bowganian with Snatch Steal. What happens
    in their Standby Phase (turn 4) and in mine (turn 5)? A: turn 4: Bowganian does nothing
    (it is not its controller's Standby Phase); Snatch Steal gives my opponent 1000 LP: 9000.
    Turn 5: Bowganian, mine now, deals its owner 600: 8400; I take nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, BOWGANIAN)
    table.hand(0, "Snatch Steal")
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", first=True)
    s.pick("target", BOWGANIAN)
    _settle(duel, s)
    assert field_monsters(duel, 0) == [BOWGANIAN] and field_monsters(duel, 1) == []
    s.end_turn()
    _settle(duel, s)
    assert duel.turn == 4 and lp(duel) == (8000, 9000)
    # (the first link: Snatch Steal's activation in turn 3; the second: its LP gain)
    assert [e["name"] for e in of_type(duel, "chain")] == ["Snatch Steal", "Snatch Steal"]
    s.end_turn()
    _settle(duel, s)
    assert duel.turn == 5 and lp(duel) == (8000, 8400)
    assert [e["name"] for e in of_type(duel, "chain")] == ["Snatch Steal", "Snatch Steal", BOWGANIAN]
    assert field_monsters(duel, 0) == [BOWGANIAN]
