"""Fire Sorcerer (27132350): Flip effect: its controller banishes 2 cards picked at random from
their own hand, and the opponent takes 800 damage.

Sources: the card's texts read in our words (the 2005 print, Labyrinth of Nightmare LON-036, and
today's do the same: no ERAS entry); yugioh-wiki.net 《ファイヤーソーサラー》: a Flip effect (a
trigger, so flipped by an attack it is activated after damage calculation, seed 000 §反轉效果);
the hand banished is its controller's own, picked at random, face-up; the two parts are not tied
by "then" or "if you do", so with fewer than 2 cards in hand it banishes what there is and still
deals the 800 (our reading of the text; no ruling found)."""

from duelist.testing.reads import banished, hand, lp
from duelist.testing.scenario import Script, Table

SORCERER = "Fire Sorcerer"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_fire_sorcerer_banishes_two_random_cards_and_burns_800():
    """Q: I Flip Summon Fire Sorcerer holding Battle Ox, Pot of Greed and Mirror Force. A: two of
    them, at random, are banished (one stays in my hand) and my opponent takes 800."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, SORCERER, position="set")
    table.hand(0, "Battle Ox", "Pot of Greed", "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", SORCERER)
    _resolve(s)
    assert len(banished(duel, 0)) == 2 and len(hand(duel, 0)) == 1
    assert sorted(banished(duel, 0) + hand(duel, 0)) == ["Battle Ox", "Mirror Force", "Pot of Greed"]
    assert lp(duel) == (8000, 7200)


def test_fire_sorcerer_picks_at_random_without_a_choice():
    """Q: does its controller get to choose the cards? A: no: the flip resolves with no question
    asked; the cards banished are drawn by the duel's random numbers."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, SORCERER, position="set")
    table.hand(0, "Battle Ox", "Pot of Greed", "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", SORCERER)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and len(banished(duel, 0)) == 2


def test_fire_sorcerer_with_one_card_banishes_it_and_still_burns():
    """Q: I Flip Summon Fire Sorcerer with a single card in hand. A: that card is banished and my
    opponent still takes 800 (our reading)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, SORCERER, position="set")
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", SORCERER)
    _resolve(s)
    assert banished(duel, 0) == ["Battle Ox"] and hand(duel, 0) == []
    assert lp(duel) == (8000, 7200)


def test_fire_sorcerer_flipped_by_an_attack_costs_its_controller():
    """Q: my opponent's Battle Ox (1700) attacks my Set Fire Sorcerer (1500 DEF); I hold two cards.
    A: the Sorcerer is destroyed, then its Flip effect banishes my two cards and deals my opponent
    800."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    sorcerer = table.monster(0, SORCERER, position="set")
    table.monster(1, "Battle Ox")
    table.hand(0, "Pot of Greed", "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=sorcerer, request="battle")
    _resolve(s)
    assert sorted(banished(duel, 0)) == ["Mirror Force", "Pot of Greed"]
    assert lp(duel) == (8000, 7200)
