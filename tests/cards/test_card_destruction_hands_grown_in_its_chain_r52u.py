"""Card Destruction whose hands grew in its chain: each player draws as many cards as they
discarded as it resolves, whatever the Decks held when it was activated (round 52u).

Card Destruction may be activated only while each player's Deck holds as many cards as that
player would draw (tests/rules/test_rulings_draw_effects.py); that is asked at activation. As it
resolves, the hands are counted again: a card returned to a hand in its chain is discarded and
must be drawn back. Seed 000 §勝負判定條件 (在必須抽卡時卡組沒有卡存在時判負) and seed 004
§决斗的胜利条件 2: a player who must draw from a Deck without enough cards loses; yugioh-wiki.net
「デュエルの勝利条件」 / 「引き分け」: the draws of one effect for both players are made at the same
time, so two players who both cannot draw lose at once -- a draw (as with Morphing Jar,
tests/cards/test_morphing_jar_flipped_by_an_attack_with_both_decks_short_r51q.py).
The duel ends there, at link 1, before the chain has ended: the chain's resolved cards (Card
Destruction, the Compulsory Evacuation Devices) wait on the field until the whole chain has
resolved (yomifrog.lima-city.de Extended Game Mechanics ch. 6, "Resolving a Chain";
yugioh.lastdraw.com "Normal Spell Card"), so they are still there when the duel ends."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


def _card_destruction_with_one_card_decks(player_0_answers):
    """Player 0: Card Destruction and Battle Ox in hand, Celtic Guardian on the field, 1 card in
    the Deck. Player 1: Mystical Elf in hand, Koumori Dragon on the field, 1 card in the Deck.
    Each has a Set Compulsory Evacuation Device."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Card Destruction", "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.deck(0, ["Kozaky"])
    table.hand(1, "Mystical Elf")
    table.monster(1, "Koumori Dragon")
    table.spell_trap(1, "Compulsory Evacuation Device")
    table.deck(1, ["Hitotsu-Me Giant"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Card Destruction")
    s.pick("activate", "Compulsory Evacuation Device", player=1, request="chain")
    s.pick("target", "Celtic Guardian")
    if player_0_answers:
        s.pick("activate", "Compulsory Evacuation Device", player=0, request="chain")
        s.pick("target", "Koumori Dragon")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    return duel


def test_a_monster_returned_to_the_hand_in_the_chain_makes_its_player_draw_one_card_too_many():
    """Q: I activate Card Destruction holding Battle Ox, with 1 card in my Deck. My opponent
    chains Compulsory Evacuation Device and returns my Celtic Guardian to my hand. A: Card
    Destruction resolves with two cards in my hand: I discard both and must draw 2 from a Deck of
    1. I cannot, and I lose; my opponent, who discarded 1 and drew 1, wins."""
    duel = _card_destruction_with_one_card_decks(player_0_answers=False)
    assert grave(duel, 0) == ["Battle Ox", "Celtic Guardian"]
    assert grave(duel, 1) == ["Mystical Elf"]
    # the duel ended before the chain did: Card Destruction still waits (beside player 0's unused Set Trap)
    assert sorted(_spells(duel, 0)) == ["Card Destruction", "Compulsory Evacuation Device"]
    assert _spells(duel, 1) == ["Compulsory Evacuation Device"]
    assert hand(duel, 1) == ["Hitotsu-Me Giant"]
    assert [e["player"] for e in of_type(duel, "deck_out")] == [0]
    assert duel.result == {"winner": 1, "reason": "deck_out", "turn": 3}
    assert duel.request is None


def test_both_hands_grown_in_the_chain_leave_both_players_unable_to_draw_a_draw():
    """Q: the same, but I chain my own Compulsory Evacuation Device and return my opponent's
    Koumori Dragon to their hand. A: both players discard 2 and must draw 2 from a Deck of 1, at
    the same time: both lose at once, and the duel is a draw."""
    duel = _card_destruction_with_one_card_decks(player_0_answers=True)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert sorted(grave(duel, 1)) == ["Koumori Dragon", "Mystical Elf"]
    assert sorted(_spells(duel, 0)) == ["Card Destruction", "Compulsory Evacuation Device"]
    assert _spells(duel, 1) == ["Compulsory Evacuation Device"]
    assert sorted(e["player"] for e in of_type(duel, "deck_out")) == [0, 1]
    assert duel.result is not None and duel.result["winner"] is None and duel.result["turn"] == 3
    assert of_type(duel, "duel_end")[0]["winner"] is None
    assert duel.request is None
