"""Gagaga Magician declares the Level it becomes (round 47a).

The card's text: declare a Level from 1 to 8; this card becomes that Level until the end of the
turn. Seed 000 §宣言: what a player declares is public, and the card then becomes exactly that
Level -- the declaration the log shows is the Level taken."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def test_gagaga_magicians_declaration_is_the_level_it_becomes():
    """Q: I activate Gagaga Magician and declare Level 7. What does my opponent see declared,
    and what is its Level? A: Level 7, both."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    gagaga = table.monster(0, "Gagaga Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gagaga Magician")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "7", request="option")
    assert duel.level(gagaga.card(duel)) == 7
    assert [(e["what"], e["value"]) for e in of_type(duel, "declare")] == [("Level", 7)]
    assert [(e["what"], e["value"]) for e in duel.log_for(1) if e["type"] == "declare"] == [("Level", 7)]
