"""A "cannot banish from the GY" that starts to apply while a chain resolves stops a banish
that was activated before it: the lock is read when the card would be banished, not only when
the effect is activated.

Seed: 000 §效果分類 › 永續效果 (a continuous effect applies from the moment its card is face-up,
even in the middle of a chain's resolution); 004 §连锁和咒文速度 (the last link resolves first).
"""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_book_of_life_banishes_nothing_once_kycoo_came_back_in_its_chain():
    """Player 0 activates Book of Life on their Pyramid Turtle and player 1's Battle Ox; player
    1 answers with Call of the Haunted on Kycoo the Ghost Destroyer, whose continuous effect
    keeps its controller's opponent from banishing cards from either GY. Kycoo is on the field
    when Book of Life resolves: Pyramid Turtle comes back, Battle Ox stays in player 1's GY."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Book of Life")
    table.grave(0, "Pyramid Turtle")
    table.grave(1, "Battle Ox", "Kycoo the Ghost Destroyer")
    table.spell_trap(1, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Life")
    s.pick("target", "Pyramid Turtle")
    s.pick("target", "Battle Ox")
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Kycoo the Ghost Destroyer", player=1)
    s.pick("option", "Attack Position", player=0, request="option")     # Pyramid Turtle's position
    kycoo = [c for c in duel.players[1].mzone if c is not None]
    assert [c.name for c in kycoo] == ["Kycoo the Ghost Destroyer"]
    assert [c.name for c in duel.players[0].mzone if c is not None] == ["Pyramid Turtle"]
    assert [c.name for c in duel.players[1].grave] == ["Battle Ox"]
    assert [c for c in duel.cards if c.location == S.BANISHED] == []
