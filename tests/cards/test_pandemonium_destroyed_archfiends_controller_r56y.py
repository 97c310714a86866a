"""Pandemonium (94585852): the destroyed Archfiend's controller searches, whoever controls
Pandemonium (round 56y, `effects.by_moved_controller`).

Sources, read in our words: the card's text (DCR, 2005, and today's): when an "Archfiend"
monster is destroyed and sent to the GY other than by battle, the controller of that card (not
Pandemonium's controller) can add a lower-Level "Archfiend" monster from their Deck to their
hand; the OCG text on yugioh-wiki.net 《万魔殿－悪魔の巣窟－》 (そのカードのコントローラーは…加える
事ができる). Each player whose Archfiend was destroyed in one batch searches once (our reading:
the text gives the search to each such card's controller; Pojo's 2006 Archfiend article: one
search for several Archfiends destroyed at once)."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table

from tests.cards.archfiend_positions import settle

DECK = ["Vilepawn Archfiend", "Skull Archfiend of Lightning", "Battle Ox"]


def test_pandemonium_of_my_opponent_lets_me_search_for_my_destroyed_archfiend():
    """Q: my opponent controls Pandemonium and destroys my Archfiend Soldier with Dark Hole.
    A: I, the Soldier's controller, activate the search and add Vilepawn Archfiend from my Deck;
    my opponent's Deck is untouched."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.field_spell(1, "Pandemonium")
    table.monster(0, "Archfiend Soldier")
    table.deck(0, DECK)
    table.deck(1, list(DECK))
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.request.kind == "yes_no" and duel.request.player == 0
    settle(duel, s, yes=True, pick="Vilepawn Archfiend")
    assert hand(duel, 0) == ["Vilepawn Archfiend"] and hand(duel, 1) == []
    assert len(duel.players[1].deck) == 3
    activations = [e for e in of_type(duel, "activate_effect") if e["name"] == "Pandemonium"]
    assert [e["player"] for e in activations] == [0]


def test_pandemonium_each_player_searches_when_dark_hole_destroys_both_archfiends():
    """Q: I control Pandemonium; my Dark Hole destroys my Archfiend Soldier and my opponent's
    Archfiend Soldier. A: each of us, the controller of a destroyed Archfiend, may search once:
    I add my Vilepawn Archfiend, my opponent theirs."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Pandemonium")
    table.monster(0, "Archfiend Soldier")
    table.monster(1, "Archfiend Soldier")
    table.deck(0, DECK)
    table.deck(1, list(DECK))
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=0)
    for _ in range(4):
        settle(duel, s, yes=True, pick="Vilepawn Archfiend")
    assert hand(duel, 0) == ["Vilepawn Archfiend"] and hand(duel, 1) == ["Vilepawn Archfiend"]
    assert grave(duel, 0) == ["Archfiend Soldier", "Dark Hole"] and grave(duel, 1) == ["Archfiend Soldier"]
    assert len(duel.players[0].deck) == 2 and len(duel.players[1].deck) == 2
    activations = [e for e in of_type(duel, "activate_effect") if e["name"] == "Pandemonium"]
    assert sorted(e["player"] for e in activations) == [0, 1]
