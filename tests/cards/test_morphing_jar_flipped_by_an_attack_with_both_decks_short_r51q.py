"""Morphing Jar flipped by an attack makes both players draw 5: when neither Deck holds 5 cards,
both players fail to draw at once and the duel is a draw (round 51q).

Seed 004 §决斗的胜利条件 2 (a player who must draw by a card's effect with no card left loses) and
seed 000 §勝負判定條件; yugioh-wiki.net 「引き分け」: both players meeting a losing condition at the
same time is a draw, naming both players drawing from empty Decks at once with Morphing Jar.
(One player short: tests/cards/test_flip_monsters.py.)"""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def _summoned_skull_attacks_a_set_morphing_jar(deck0, deck1):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    jar = table.monster(1, "Morphing Jar", position="set")
    table.deck(0, ["Battle Ox"] * deck0)
    table.deck(1, ["Battle Ox"] * deck1)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=jar)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    return duel


def test_morphing_jar_with_both_decks_short_is_a_draw():
    """Q: my Summoned Skull attacks a Set Morphing Jar; its flip effect makes both of us discard
    our hands and draw 5, but each Deck holds only 2 cards. A: neither of us can draw the 5:
    we lose at the same time, and the duel is a draw."""
    duel = _summoned_skull_attacks_a_set_morphing_jar(2, 2)
    assert [e["name"] for e in of_type(duel, "chain")] == ["Morphing Jar"]
    assert sorted(e["player"] for e in of_type(duel, "deck_out")) == [0, 1]
    assert duel.result["winner"] is None
    assert duel.result["reason"] == "both players lost at once (deck_out, deck_out)"
    assert duel.request is None


def test_morphing_jar_with_only_the_attackers_deck_short_loses_the_attacker_the_duel():
    """Q: the same attack; my Deck holds 2 cards, my opponent's 6. A: only I cannot draw the 5:
    I lose, and my opponent wins."""
    duel = _summoned_skull_attacks_a_set_morphing_jar(2, 6)
    assert [e["player"] for e in of_type(duel, "deck_out")] == [0]
    assert duel.result == {"winner": 1, "reason": "deck_out", "turn": 3}
