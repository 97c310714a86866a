"""Reload (22589918), Quick-Play Spell: its player shuffles their whole hand into the Deck, then
draws as many cards.

Sources: the 2005 text, as we recall it (not read on a page this round) (Pojo/SOD: "Add all the
cards in your hand to your Deck. Shuffle your Deck. Then draw the same number of cards") and
today's, as we recall it ("Send all cards from your hand to the Deck, then shuffle. Then, draw the
same number of cards you added to the Deck") do the same; yugioh-wiki.net 《リロード》 (Reload itself is
not drawn for; chained to Mind Crush or D.D. Designator it changes the hand they look at; a card of
the opponent's in the hand goes back to their Deck and counts for the draw). That it needs another
card in the hand is our reading of "all the cards in your hand" with nothing to add. The draw after
"then" is a second act (seed 000 §誘發效果)."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_reload_returns_the_hand_and_draws_as_many():
    """Q: my hand is Reload, Battle Ox and Celtic Guardian; my Deck is 3 Mystical Elf. A: after
    Reload I hold 2 cards again, my Deck holds 3, and Reload is in my GY."""
    table = Table(turn=3)
    table.hand(0, "Reload", "Battle Ox", "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reload")
    _resolve(duel, s)
    p0 = duel.players[0]
    assert len(p0.hand) == 2 and len(p0.deck) == 3
    assert sorted(c.name for c in p0.hand + p0.deck) == ["Battle Ox", "Celtic Guardian"] + ["Mystical Elf"] * 3
    assert [c.name for c in p0.grave] == ["Reload"]


def test_reload_with_an_empty_deck_draws_back_the_same_cards():
    """Q: my Deck is empty; I Reload a hand of Battle Ox and Celtic Guardian. A: they are the
    only cards there: I draw them both back, and I have not lost."""
    table = Table(turn=3)
    table.hand(0, "Reload", "Battle Ox", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reload")
    _resolve(duel, s)
    assert sorted(c.name for c in duel.players[0].hand) == ["Battle Ox", "Celtic Guardian"]
    assert duel.players[0].deck == [] and duel.result is None


def test_reload_cannot_be_activated_with_no_other_card_in_hand():
    """Q: Reload is the only card in my hand, or my hand is empty and Reload is Set. A: it
    cannot be activated."""
    table = Table(turn=3)
    table.hand(0, "Reload")
    table.deck(0, ["Mystical Elf"] * 3)
    assert not Script(table.build()).has("activate", "Reload")
    table = Table(turn=3)
    table.spell_trap(0, "Reload")
    table.deck(0, ["Mystical Elf"] * 3)
    assert not Script(table.build()).has("activate", "Reload")


def test_reload_chained_to_confiscation_leaves_the_new_hand_to_it():
    """Q (GOAT): my opponent activates Confiscation; I chain my Set Reload, my hand being Battle
    Ox and my Deck empty. A: Reload resolves first: Battle Ox goes back and I draw it again;
    Confiscation then looks at the hand I hold now and discards it; my opponent paid 1000 LP."""
    table = Table(turn=4, turn_player=1, rules="GOAT")
    table.hand(1, "Confiscation")
    table.hand(0, "Battle Ox")
    table.spell_trap(0, "Reload")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Confiscation", player=1)
    s.pick("activate", "Reload", player=0, request="chain")
    _resolve(duel, s)
    s.pick("option", player=1, request="option")     # Confiscation's pick: the one card there
    p0 = duel.players[0]
    assert p0.hand == [] and sorted(c.name for c in p0.grave) == ["Battle Ox", "Reload"]
    assert duel.players[1].lp == 7000
