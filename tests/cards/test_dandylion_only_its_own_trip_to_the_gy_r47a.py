"""Dandylion answers only its own trip to the GY (round 47a).

The card's text: if THIS CARD is sent to the GY, its controller Special Summons 2 Fluff
Tokens. Another card sent to the GY while Dandylion already lies there starts nothing (seed 000
§誘発効果: a trigger starts on the event its text names)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_a_spell_sent_to_the_gy_beside_dandylion_makes_no_fluff_tokens():
    """Q: Dandylion is already in my GY; I activate Pot of Greed, which goes to the GY after it
    resolves. Do I get Fluff Tokens? A: no: Dandylion itself was not sent to the GY now."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Dandylion")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle"
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Dandylion", "Pot of Greed"]
