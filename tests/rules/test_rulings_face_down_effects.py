"""Effects of face-down monsters: a face-down monster activates no effect unless its own
text lets it (Big Shield Gardna: "when a Spell Card that targets this face-down card is
activated"; Goat-era and current rulings: it turns face-up Defense Position and negates
that activation)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def test_face_down_big_shield_gardna_negates_nobleman_of_crossout():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Nobleman of Crossout")
    gardna = table.monster(1, "Big Shield Gardna", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    s.pick("target", gardna)
    # (its negation is mandatory: chained at once, unasked; h56a)
    assert gardna.card(duel).location == S.MZONE
    assert gardna.card(duel).position == S.FACEUP_DEFENSE
    assert grave(duel, 0) == ["Nobleman of Crossout"] and duel.players[1].banished == []
    assert [e["what"] for e in of_type(duel, "negated")] == ["activation"]


def test_a_face_up_big_shield_gardna_does_not_negate():
    """Its effect works only while it is face-down: a face-up Gardna targeted by Book of
    Moon is turned face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Book of Moon")
    gardna = table.monster(1, "Big Shield Gardna", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", gardna)
    assert gardna.card(duel).position == S.FACEDOWN_DEFENSE
    assert of_type(duel, "negated") == []
