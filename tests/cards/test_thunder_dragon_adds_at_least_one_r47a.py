"""Thunder Dragon must add at least one copy (round 47a).

The card's text: discard it to add up to 2 "Thunder Dragon" from the Deck to the hand. With a
copy in the Deck, at least one must be added (seed 000 §効果処理: an effect does all it can;
"up to 2" bounds the number, 1 or 2), so the player cannot stop at none."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def test_thunder_dragon_offers_no_stop_before_a_copy_is_chosen():
    """Q: I discard Thunder Dragon with two more in my Deck. May I add none? A: no: I must add
    1 or 2; the choice offers no way to stop until one is chosen."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Thunder Dragon")
    table.deck(0, ["Thunder Dragon", "Thunder Dragon", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thunder Dragon", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "select" and duel.request.player == 0
    assert not s.has("done")
    s.pick("select", "Thunder Dragon", first=True)
    s.pick("done")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 0) == ["Thunder Dragon"]
