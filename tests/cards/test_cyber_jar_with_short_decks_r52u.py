"""Cyber Jar with short or empty Decks: the cards are picked up, not drawn -- no one loses
(round 52u).

Seed 000 §勝負判定條件 / seed 004 §决斗的胜利条件 2: a player loses when they must *draw* and their
Deck is empty; yugioh-wiki.net 「デッキ切れ」: a Deck at 0 cards is no loss in itself. Cyber Jar
(flip: destroy all monsters, then each player picks up the top 5 cards of their Deck, Special
Summons the Level 4 or lower monsters among them and adds the rest to the hand) picks up as many
as the Deck holds (yugioh-wiki.net 《サイバーポッド》: with fewer than 5 cards, all of them; with
none, nothing); that is not a draw."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def test_two_cards_left_and_an_empty_deck_are_picked_up_without_a_loss():
    """Q: I Flip Summon Cyber Jar with 2 Spell/Trap Cards left in my Deck; my opponent's Deck is
    empty. A: Cyber Jar destroys itself; I pick up my 2 cards and add them to my hand; my
    opponent picks up nothing. Neither of us loses: the duel goes on in my Main Phase."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Cyber Jar", position="set")
    table.deck(0, ["Mirror Force", "Pot of Greed"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Cyber Jar")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(hand(duel, 0)) == ["Mirror Force", "Pot of Greed"]
    assert hand(duel, 1) == [] and grave(duel, 0) == ["Cyber Jar"]
    assert len(duel.players[0].deck) == 0 and len(duel.players[1].deck) == 0
    assert of_type(duel, "draw") == [] and of_type(duel, "deck_out") == []
    assert duel.result is None and duel.request.kind == "idle" and duel.request.player == 0
