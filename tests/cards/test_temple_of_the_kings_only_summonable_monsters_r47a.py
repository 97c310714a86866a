"""Temple of the Kings offers only a monster it may Special Summon (round 47a).

The card's text: send it and Mystical Beast of Serket to the GY to Special Summon a monster from
the hand or Deck (or a Fusion Monster from the Extra Deck). Exodia Necross may be Special
Summoned only by Contract with Exodia (seed 000 §召喚条件: "only by ..."), so Temple of the
Kings never offers it."""

from duelist.testing.scenario import Script, Table


def test_temple_of_the_kings_does_not_offer_exodia_necross():
    """Q: Temple of the Kings' effect resolves; my Deck holds Exodia Necross and Battle Ox. Which
    may I Special Summon? A: Battle Ox only."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Temple of the Kings", face_down=False)
    table.monster(0, "Mystical Beast of Serket")
    table.deck(0, ["Exodia Necross", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Temple of the Kings", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "select"
    assert [o.name for o in s.options("select")] == ["Battle Ox"]
