"""Reload (22589918), Quick-Play Spell: its player shuffles their hand into the Deck, then draws
as many cards.

Source: the card's own text (in our words): nothing in it reveals the cards shuffled back, so
they stay hidden information, as any hand card (seed 000 §手牌: the opponent does not know the
cards in a player's hand). Round 54o: the log's to_deck events of the hand cards name them only
for their owner; a card in its owner's opponent's hand (Exchange, round 54a) is another matter
(both players know it), which the engine tells apart by who held it."""

from duelist.testing.scenario import Script, Table


def _reload():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Reload", "Blue-Eyes White Dragon", "Dark Hole")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log_for(1))
    s.pick("activate", "Reload")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return duel, start


def test_reload_the_cards_shuffled_back_are_not_shown_to_the_opponent():
    """Q: I activate Reload with Blue-Eyes White Dragon and Dark Hole in my hand. Does my
    opponent learn which cards went back to my Deck? A: no: the two to_deck events my opponent
    sees name no card; I see both names; then I draw two."""
    duel, start = _reload()
    theirs = [e for e in duel.log_for(1)[start:] if e["type"] == "to_deck"]
    mine = [e for e in duel.log_for(0)[start:] if e["type"] == "to_deck"]
    assert [e["from"] for e in theirs] == ["hand", "hand"]
    assert all("name" not in e and "code" not in e for e in theirs)
    assert sorted(e["name"] for e in mine) == ["Blue-Eyes White Dragon", "Dark Hole"]
    assert [e["type"] for e in duel.log_for(1)[start:]].count("draw") == 2
