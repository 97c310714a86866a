"""Both players completing Exodia the Forbidden One at the same moment: neither wins, the duel
is a draw (round 51q).

Seed 000 §勝負判定條件 (玩家有一方通過卡片指定的條件獲得勝利) and seed 004 §决斗的胜利条件 3;
yugioh-wiki.net 「引き分け」: when both players meet a win (or loss) condition at the same time
the duel is a draw -- among its cases, both players gathering the Exodia pieces at once. Here
Morphing Jar, flipped by an attack, makes both players discard their hands and draw 5."""

import pytest

from duelist.testing.scenario import Script, Table

PIECES = ["Exodia the Forbidden One", "Right Arm of the Forbidden One", "Left Arm of the Forbidden One",
          "Right Leg of the Forbidden One", "Left Leg of the Forbidden One"]


def _skull_attacks_a_set_morphing_jar(turn_player, deck0, deck1):
    table = Table(rules="MR5", turn=3 + turn_player, turn_player=turn_player, phase="battle_step")
    table.monster(turn_player, "Summoned Skull")
    jar = table.monster(1 - turn_player, "Morphing Jar", position="set")
    table.deck(0, deck0)                      # top card first
    table.deck(1, deck1)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=jar)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    return duel


def test_only_one_player_drawing_the_five_pieces_wins():
    """Q: my Summoned Skull attacks my opponent's Set Morphing Jar; my Deck's top five cards are
    the five Exodia pieces, theirs are not. A: I draw all five and win."""
    duel = _skull_attacks_a_set_morphing_jar(0, PIECES + ["Battle Ox"] * 2, ["Celtic Guardian"] * 7)
    assert sorted(c.name for c in duel.players[0].hand) == sorted(PIECES)
    assert duel.result == {"winner": 0, "reason": "exodia", "turn": 3}


@pytest.mark.parametrize("turn_player", [0, 1])
@pytest.mark.xfail(strict=True, reason="request h51q-6: the first Exodia found wins alone")
def test_both_players_drawing_the_five_pieces_at_once_is_a_draw(turn_player):
    """Q: the same attack, but both Decks' top five cards are the five Exodia pieces: Morphing
    Jar's draw completes Exodia in both hands at once. A: both meet the win condition at the same
    time: the duel is a draw, whoever's turn it is."""
    duel = _skull_attacks_a_set_morphing_jar(turn_player, PIECES + ["Battle Ox"] * 2,
                                             PIECES + ["Celtic Guardian"] * 2)
    for p in (0, 1):
        assert sorted(c.name for c in duel.players[p].hand) == sorted(PIECES)
    assert duel.result is not None and duel.result["winner"] is None
