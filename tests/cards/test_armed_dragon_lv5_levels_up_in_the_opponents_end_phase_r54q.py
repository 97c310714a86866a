"""Armed Dragon LV5 (46384672) levelling up at the end of the opponent's turn: the judge's
review (round 54q).

Sources: the card's text (SOD 2005 and today's alike, in our words: "in the End Phase of a turn
in which this card destroyed a monster by battle" -- any turn, the opponent's included, e.g.
when it destroys an attacker)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_armed_dragon_lv5_levels_up_in_the_opponents_end_phase():
    """Q: in my opponent's turn their Celtic Guardian (1400) attacks my Armed Dragon LV5 (2400)
    and is destroyed. May LV5 level up at the end of THEIR turn? A: yes: it destroyed a monster
    by battle that turn; in that End Phase I send it to the GY and Special Summon Armed Dragon
    LV7 from my Deck."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    lv5 = table.monster(0, "Armed Dragon LV5")
    table.monster(1, "Celtic Guardian")
    table.deck(0, ["Armed Dragon LV7", "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    _finish(s)
    s.pick("attack", "Celtic Guardian", target=lv5, player=1)
    _finish(s)
    s.pick("end_battle", player=1)
    _finish(s)
    s.pick("end_turn", player=1)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Armed Dragon LV7", player=0)
    s.pick("option", "Attack Position", request="option")
    _finish(s)
    assert field_monsters(duel, 0) == ["Armed Dragon LV7"]
    assert grave(duel, 0) == ["Armed Dragon LV5"] and grave(duel, 1) == ["Celtic Guardian"]
