"""Thestalos the Firestorm Monarch Tribute Summoned with the opponent's monster lent by Soul
Exchange: it is a Tribute Summon, so Thestalos' trigger discards a random card from the
opponent's hand (a monster: its Level x 100 damage); Soul Exchange's player conducts no Battle
Phase that turn.

Sources: Soul Exchange's text (it lends one of the opponent's monsters as a Tribute that turn,
and its player conducts no Battle Phase that turn); Thestalos the Firestorm Monarch's text
(Tribute Summoned, it discards a random card from the opponent's hand and, for a monster, deals
its Level x 100); seed 000 §上級召喚."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def test_thestalos_tribute_summoned_with_a_soul_exchange_monster_discards_and_burns():
    """Question: player 0 activates Soul Exchange on player 1's Battle Ox and Tribute Summons
    Thestalos with it. Player 1 holds only Summoned Skull (Level 6). Answer: Summoned Skull is
    discarded and player 1 takes 600; player 0 may not enter the Battle Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Soul Exchange", "Thestalos the Firestorm Monarch")
    table.monster(1, "Battle Ox")
    table.hand(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange", request="idle")
    s.pick("target", "Battle Ox", request="target")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    s.pick("summon", "Thestalos the Firestorm Monarch", request="idle")
    s.pick("tribute", "Battle Ox", request="tribute")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert hand(duel, 1) == [] and sorted(grave(duel, 1)) == ["Battle Ox", "Summoned Skull"]
    assert lp(duel) == (8000, 7400)
    assert not s.has("battle")
