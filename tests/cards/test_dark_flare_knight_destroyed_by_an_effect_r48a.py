"""Dark Flare Knight destroyed by a card effect brings out no Mirage Knight (round 48a).

The card's text: when it is destroyed by battle and sent to the GY, Special Summon 1 Mirage
Knight from your hand or Deck. Seed 000 §誘発効果 (a trigger activates only on the happening its
text names): destroyed by Dark Hole, an effect, it is not "destroyed by battle", so nothing
activates."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def test_dark_flare_knight_destroyed_by_dark_hole_summons_no_mirage_knight():
    """Q: my opponent's Dark Hole destroys my Dark Flare Knight; Mirage Knight is in my Deck.
    A: Dark Flare Knight's effect does not activate: it was destroyed by an effect, not by
    battle; Mirage Knight stays in my Deck."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, "Dark Flare Knight", summon_kind="fusion")
    table.hand(1, "Dark Hole")
    table.deck(0, ["Mirage Knight", "Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=1)
    assert duel.monsters(0) == [] and "Dark Flare Knight" in grave(duel, 0)
    assert "Mirage Knight" in [c.name for c in duel.players[0].deck]
    assert [e for e in of_type(duel, "chain") if e["name"] == "Dark Flare Knight"] == []
