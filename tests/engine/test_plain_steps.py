"""Phase steps that usually ask nothing run without a generator (duel.py `Duel._then`); a
pick whose steps run through, ask half-way or end the duel behaves as any procedure.

Seeds: 004 §结束阶段 (the hand limit), 000 §勝負判定條件 (deck out at the draw)."""

import pytest

from duelist.engine.protocol import DuelOverError
from duelist.engine.state import FACEUP_ATTACK, FACEUP_DEFENSE
from duelist.testing.reads import hand, of_type
from duelist.testing.scenario import Script, Table


def test_ending_the_turn_over_the_hand_limit_asks_the_discard_then_the_next_turn_begins():
    """seed 004 §结束阶段: End Turn from Main Phase 1 with 7 cards: the Main Phase end and
    the End Phase run with nothing asked up to the discard; after it the next turn starts."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, *(["Battle Ox"] * 7))
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=0)
    assert duel.request.kind == "discard" and duel.turn == 3 and duel.phase == "end"
    s.pick("discard", "Battle Ox", request="discard", player=0, first=True)
    assert len(hand(duel, 0)) == 6
    assert duel.turn == 4 and duel.turn_player == 1 and duel.request.kind == "idle"
    assert hand(duel, 1) == ["Mystical Elf"]


def test_a_deck_out_reached_by_the_end_turn_pick_ends_the_duel_cleanly():
    """seed 000 §勝負判定條件 (在必須抽卡時卡組沒有卡存在時判負): End Turn runs the End Phase
    and the next Draw Phase at the pick; the draw from an empty deck ends the duel there:
    a result, no request, the log kept, and any further answer refused."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=0)
    assert duel.result == {"winner": 0, "reason": "deck_out", "turn": 4}
    assert duel.request is None
    assert of_type(duel, "deck_out")[0]["player"] == 1
    with pytest.raises(DuelOverError):
        duel.answer(0)


def test_a_position_change_pick_gives_the_menu_back():
    """seed 000 §怪獸的表示形式的變更: changing a monster's position asks nothing; the same
    player gets the Main Phase menu back, the monster in its new position."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("change_position", "Battle Ox", player=0)
    assert duel.request.kind == "idle" and duel.request.player == 0
    change = of_type(duel, "position")[-1]
    assert change["from"] == FACEUP_ATTACK and change["to"] == FACEUP_DEFENSE
    assert duel.players[0].mzone[0].position == FACEUP_DEFENSE
