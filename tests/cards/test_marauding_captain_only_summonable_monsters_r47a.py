"""Marauding Captain offers only a monster it may Special Summon (round 47a).

The card's text: when it is Normal Summoned, its controller may Special Summon 1 Level 4 or
lower monster from the hand. Tsukuyomi (Level 4, a Spirit) can never be Special Summoned
(seed 000 §召喚条件), so it is not among the choices."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_marauding_captain_does_not_offer_tsukuyomi_from_the_hand():
    """Q: I Normal Summon Marauding Captain holding Tsukuyomi and Battle Ox. Which may I Special
    Summon with it? A: Battle Ox only; Tsukuyomi can never be Special Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Marauding Captain", "Tsukuyomi", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Marauding Captain", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "yes_no":
        s.pick("yes", player=0)
    assert duel.request.kind == "select"
    assert [o.name for o in s.options("select")] == ["Battle Ox"]
    s.pick("select", "Battle Ox")
    s.pick("option", "Attack Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Marauding Captain"]
