"""A card banished face-down (Different Dimension Capsule's card) is its owner's to know: the
owner may look at it, the opponent and a spectator see only that a card is there (round 52z).

Seed 000 §除外 (a card may be banished face-up or face-down); yugioh-wiki.net 「除外」
(裏側表示で除外されたカードは、その持ち主のみが確認できる: a face-down banished card may be checked
by its owner only); the Capsule's rulings (the card is banished face-down, the opponent does not
learn it). The same holds for the log: the move that banished it names the card to its owner
only."""

from duelist.testing.reads import banished
from duelist.testing.scenario import Script, Table

FILLER = ["Kozaky"] * 8


def _capsule_holds_dark_hole():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Different Dimension Capsule")
    table.deck(0, ["Dark Hole"] + FILLER)
    table.deck(1, FILLER)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Different Dimension Capsule")
    s.pick("select", "Dark Hole")
    assert banished(duel, 0) == ["Dark Hole"]
    return duel


def test_the_owner_sees_the_face_down_banished_card_and_the_opponent_does_not():
    """Q: my Different Dimension Capsule banished Dark Hole face-down. What does each player see
    in my banished zone? A: I see Dark Hole; my opponent and a spectator see one card with no
    name or code."""
    duel = _capsule_holds_dark_hole()
    mine = duel.view(0)["players"][0]["banished"]
    theirs = duel.view(1)["players"][0]["banished"]
    public = duel.view(None)["players"][0]["banished"]
    assert [(c.get("name"), c.get("code")) for c in mine] == [("Dark Hole", 53129443)]
    assert len(theirs) == 1 and "name" not in theirs[0] and "code" not in theirs[0]
    assert len(public) == 1 and "name" not in public[0] and "code" not in public[0]
    assert theirs[0]["uid"] == mine[0]["uid"]           # the same card, counted by all


def test_the_log_names_the_face_down_banished_card_to_its_owner_only():
    """Q: does the log tell my opponent which card the Capsule banished? A: no: the banishing
    is logged for both, with the card's name and code for me only."""
    duel = _capsule_holds_dark_hole()
    for viewer, named in ((0, True), (1, False), (None, False)):
        moves = [e for e in duel.log_for(viewer) if e.get("type") == "to_banished"]
        assert len(moves) == 1 and moves[0]["from"] == "deck"
        assert ("name" in moves[0]) == named and ("code" in moves[0]) == named
        assert ("Dark Hole" in repr(duel.log_for(viewer))) == named
