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


def test_reload_with_a_card_taken_by_exchange_names_that_card_to_both_players():
    """Q: I took my opponent's Pot of Greed with Exchange (giving them Battle Ox); I hold it and
    Dark Hole and activate Reload. A: Pot of Greed goes back to its owner's Deck, and its to_deck
    event names it in the public log (both players know it: it was shown, and it is my opponent's
    own card, round 54a); my Dark Hole's names nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Exchange", "Battle Ox", "Reload", "Dark Hole")
    table.hand(1, "Pot of Greed", "Celtic Guardian")
    table.deck(0, ["Koumori Dragon"] * 5)
    table.deck(1, ["Mad Dog of Darkness"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Exchange")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    for player, name in ((0, "Pot of Greed"), (1, "Battle Ox")):
        assert duel.request.kind == "option" and duel.request.player == player
        duel.answer(next(o for o in duel.request.options if o.label.endswith(name)))
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    start = len(duel.log_for(None))
    s.pick("activate", "Reload")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    moved = [e for e in duel.log_for(None)[start:] if e["type"] == "to_deck"]
    assert sorted((e["player"], e.get("name")) for e in moved) == [(0, None), (1, "Pot of Greed")]
