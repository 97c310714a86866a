"""Graceful Charity draws the last piece of Exodia: the win is decided only once the card has
finished resolving, after its discard (round 52u).

Seed 000 §勝負判定條件 (玩家有一方通過卡片指定的條件獲得勝利); yugioh-wiki.net 「デュエルの勝利条件」:
a duel is not decided in the middle of one card's resolution -- with Graceful Charity (draw 3,
then discard 2) the five pieces in hand after the draw are no win yet; the discard must be made,
and a piece thrown away there means no win. (A win by an earlier chain link ends the chain at
once: tests/rules/test_life_points_and_the_end_of_the_duel_r39r.py.)"""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table

PIECES = ["Exodia the Forbidden One", "Right Arm of the Forbidden One", "Left Arm of the Forbidden One",
          "Right Leg of the Forbidden One", "Left Leg of the Forbidden One"]


def _charity_draws_the_head():
    """Player 0 holds the four limbs and Graceful Charity; the Deck's top three cards are
    Exodia the Forbidden One, Battle Ox and Celtic Guardian."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Graceful Charity", *PIECES[1:])
    table.deck(0, ["Exodia the Forbidden One", "Battle Ox", "Celtic Guardian", "Kozaky"])
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="select", player=0)          # the discard, asked after the draw
    return duel, s


def test_the_five_pieces_drawn_then_one_discarded_is_no_win():
    """Q: my Graceful Charity draws Exodia the Forbidden One, so for a moment all five pieces are
    in my hand; I then discard the Right Arm and Battle Ox. Do I win? A: no -- the draw is not the
    end of the card's resolution, and once it has finished only four pieces are left in my hand:
    the duel goes on in my Main Phase."""
    duel, s = _charity_draws_the_head()
    assert duel.result is None
    s.pick("select", "Right Arm of the Forbidden One")
    s.pick("select", "Battle Ox")
    if duel.request.kind == "select":
        s.pick("done")
    assert duel.result is None
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert grave(duel, 0) == ["Right Arm of the Forbidden One", "Battle Ox", "Graceful Charity"]
    assert sorted(hand(duel, 0)) == sorted(PIECES[:1] + PIECES[2:] + ["Celtic Guardian"])
    assert of_type(duel, "duel_end") == []


def test_the_five_pieces_kept_through_the_discard_win_after_it():
    """Q: the same draw, and I discard Battle Ox and Celtic Guardian. A: when Graceful Charity has
    finished resolving all five pieces are in my hand: I win, after the discard -- at once, so
    Graceful Charity, which as a resolved Normal Spell would reach the GY only once its chain
    has ended (yomifrog.lima-city.de Extended Game Mechanics ch. 6, "Resolving a Chain";
    yugioh.lastdraw.com "Normal Spell Card"), is still on the field when the duel ends."""
    duel, s = _charity_draws_the_head()
    s.pick("select", "Battle Ox")
    s.pick("select", "Celtic Guardian")
    if duel.request is not None and duel.request.kind == "select":
        s.pick("done")
    assert duel.result == {"winner": 0, "reason": "exodia", "turn": 3}
    assert sorted(hand(duel, 0)) == sorted(PIECES)
    assert grave(duel, 0) == ["Battle Ox", "Celtic Guardian"]
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Graceful Charity"]
    discards = [e["i"] for e in of_type(duel, "to_grave") if e["reason"] == "discard_effect"]
    assert len(discards) == 2 and of_type(duel, "duel_end")[0]["i"] > max(discards)
    assert duel.request is None
