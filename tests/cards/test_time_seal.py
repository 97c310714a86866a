"""Time Seal (Normal Trap): the opponent skips their next Draw Phase.

Rules cited: seed 004 §决斗的进行 (抽卡阶段; a skipped phase is not entered: engine/turn.py
`_skipped`), seed 000 §陷阱卡 (通常陷阱). Card behaviour: current OCG/TCG text and rulings.
"""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _skipped(duel, player=None):
    return [(e["player"], e["phase"]) for e in of_type(duel, "phase_skipped")
            if player is None or e["player"] == player]


def _draw_phases(duel, player):
    """The turns in which `player` had a Draw Phase (entered), as the log records them."""
    return [turn for turn, e in _turns_and(duel, "phase") if e["phase"] == "draw" and e["player"] == player]


def _turns_and(duel, kind):
    turn = None
    for e in duel.log:
        if e["type"] == "turn":
            turn = e["turn"]
        elif e["type"] == kind:
            yield turn, e


def _table(turn=3, turn_player=0, phase="main1", seals=1):
    table = Table(turn=turn, turn_player=turn_player, phase=phase)
    for _ in range(seals):
        table.spell_trap(0, "Time Seal")
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Mystical Elf"] * 6)
    return table


def test_time_seal_skips_the_opponents_next_draw_phase():
    """Activated in its controller's turn 3: player 1's turn 4 begins at the Standby Phase,
    with no draw; player 1's turn 6 has its Draw Phase again."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Time Seal", request="idle")
    assert grave(duel, 0) == ["Time Seal"]
    s.end_turn()
    assert duel.turn == 4 and hand(duel, 1) == [] and duel.phase == "main1"
    assert _skipped(duel) == [(1, "draw")]
    s.end_turn()
    s.end_turn()
    assert duel.turn == 6 and hand(duel, 1) == ["Mystical Elf"]
    assert _draw_phases(duel, 1) == [6]


def test_time_seal_in_the_opponents_standby_phase_skips_their_next_turns_draw_phase():
    """Activated in player 1's Standby Phase of turn 4, after their Draw Phase: that Draw
    Phase is over, so the next one, turn 6's, is skipped."""
    duel = _table(turn=4, turn_player=1, phase="standby").build()
    s = Script(duel)
    s.pick("activate", "Time Seal", player=0, request="chain")
    assert duel.turn == 4 and duel.phase == "main1" and _skipped(duel) == []
    s.end_turn()                # player 1, turn 4
    s.end_turn()                # player 0, turn 5 (draws)
    assert duel.turn == 6 and _skipped(duel) == [(1, "draw")]
    assert hand(duel, 1) == [] and hand(duel, 0) == ["Celtic Guardian"]


def test_two_time_seals_skip_one_draw_phase():
    """Two Time Seals in one chain both name the same phase, the opponent's next Draw Phase:
    it is skipped once, and the Draw Phase after it happens (the skips do not stack into two
    turns; engine/turn.py `_skipped` spends every skip of the phase there)."""
    duel = _table(seals=2).build()
    s = Script(duel)
    s.pick("activate", "Time Seal", request="idle", first=True)
    s.pick("activate", "Time Seal", player=0, request="chain")       # chained to the first
    assert grave(duel, 0) == ["Time Seal", "Time Seal"]
    s.end_turn()
    assert duel.turn == 4 and hand(duel, 1) == []
    s.end_turn()
    s.end_turn()
    assert duel.turn == 6 and hand(duel, 1) == ["Mystical Elf"]
    assert _skipped(duel) == [(1, "draw")]


def test_time_seal_does_not_skip_its_controllers_draw_phase():
    """The skip binds the opponent only: Time Seal's controller draws in their turn 5."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Time Seal")
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5 and hand(duel, 0) == ["Celtic Guardian"]
    assert _skipped(duel, 0) == []


def test_time_seals_of_both_players_are_each_spent_by_their_own_players_draw_phase():
    """Player 0's Time Seal, and player 1's chained to it: each player skips their own next
    Draw Phase. Player 1's skip, spent in turn 4, leaves player 0's untouched: player 0's
    turn 5 has no Draw Phase either (a skip binds only the player it names)."""
    table = _table()
    table.spell_trap(1, "Time Seal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Time Seal", player=0, request="idle")
    s.pick("activate", "Time Seal", player=1, request="chain")
    assert grave(duel, 0) == ["Time Seal"] and grave(duel, 1) == ["Time Seal"]
    s.end_turn()
    assert duel.turn == 4 and hand(duel, 1) == []
    s.end_turn()
    assert duel.turn == 5 and hand(duel, 0) == []
    assert _skipped(duel) == [(1, "draw"), (0, "draw")]
    assert _draw_phases(duel, 0) == [] and _draw_phases(duel, 1) == []
