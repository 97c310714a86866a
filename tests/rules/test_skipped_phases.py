"""Skipped phases (seed 004 §决斗的进行).

An effect may make a player skip their next Draw Phase, Main Phase 1 or Battle Phase. A skipped
phase is not entered: no draw, no window, none of its triggers; the log records `phase_skipped`
where it would have begun (engine/turn.py `_skipped`). Main Phase 2 follows only a Battle Phase
(seed 004 §主要阶段2), so the PS line: "if Main Phase 1 and the Battle Phase are both skipped by
card effects, the turn goes from the Standby Phase straight to the End Phase".

No card of the pool skips Main Phase 1: Pot of Greed here is a stand-in Normal Spell ("your
opponent skips their next Main Phase 1 and/or Battle Phase", tests/rules/stand_ins.py).
"""

from duelist.cards.common import L, activate, uses
from duelist.testing.reads import hand, lp, of_type, once
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _opponent_skips(*tags):
    def resolve(ctx):
        for tag in tags:
            ctx.player_flag(ctx.opponent, tag, until=uses(1))
    return [activate(resolve)]


def _phases(duel, turn):
    """The phases of `turn` as the log records them: "draw"..., or "-battle" for a skipped one."""
    out = []
    current = None
    for e in duel.log:
        if e["type"] == "turn":
            current = e["turn"]
        elif current == turn and e["type"] == "phase":
            out.append(e["phase"])
        elif current == turn and e["type"] == "phase_skipped":
            out.append("-" + e["phase"])
    return out


def _skip_next_turns(monkeypatch, *tags, opponent_hand=()):
    """Turn 3, player 0's Main Phase 1: player 0 activates the stand-in (player 1 skips the
    phases `tags` of their next turn), then ends the turn. Returns (duel, script) at the first
    decision of turn 4 or after."""
    stand_in(monkeypatch, "Pot of Greed", _opponent_skips(*tags))
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Pot of Greed")
    table.monster(1, "Battle Ox")
    if opponent_hand:
        table.hand(1, *opponent_hand)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", request="idle")
    s.end_turn()
    return duel, s


def test_main_phase_1_and_the_battle_phase_skipped_go_from_the_standby_phase_to_the_end_phase(monkeypatch):
    """seed 004 §主要阶段2 PS: both skipped, player 1's turn 4 is Draw, Standby, End: no Main
    Phase 1, no Battle Phase and so no Main Phase 2; the next decision is player 0's, turn 5."""
    duel, s = _skip_next_turns(monkeypatch, L.SKIP_MAIN_PHASE_1, L.SKIP_BATTLE_PHASE)
    assert _phases(duel, 4) == ["draw", "standby", "-main1", "-battle", "end"]
    assert duel.turn == 5 and duel.request.player == 0 and duel.request.kind == "idle"
    assert hand(duel, 1) == ["Mystical Elf"]        # the Draw Phase was not skipped


def test_the_battle_phase_alone_skipped_goes_from_main_phase_1_to_the_end_phase(monkeypatch):
    """seed 004 §主要阶段2: with only the Battle Phase skipped, Main Phase 1 is played (no
    Battle Phase offered) and the turn goes to the End Phase: no Main Phase 2."""
    duel, s = _skip_next_turns(monkeypatch, L.SKIP_BATTLE_PHASE)
    assert duel.turn == 4 and duel.request.kind == "idle" and duel.phase == "main1"
    assert not s.has("battle")
    s.pick("end_turn")
    assert _phases(duel, 4) == ["draw", "standby", "main1", "-battle", "end"]
    # spent: player 1's turn 6 has its Battle Phase
    s.end_turn()
    assert duel.turn == 6 and s.has("battle")


def test_main_phase_1_alone_skipped_lets_the_player_enter_the_battle_phase(monkeypatch):
    """seed 004 §决斗的进行: Main Phase 1 skipped, the turn player may still conduct their
    Battle Phase (asked: it is never compulsory); Main Phase 2 follows it as usual."""
    duel, s = _skip_next_turns(monkeypatch, L.SKIP_MAIN_PHASE_1)
    req = s.expect("yes_no", player=1)
    assert "Battle Phase" in req.prompt
    s.pick("yes")
    assert duel.phase == "battle" and duel.request.kind == "battle"
    s.pick("attack", "Battle Ox", target="player")
    assert lp(duel) == (8000 - 1700, 8000)
    s.pick("end_battle")
    assert duel.phase == "main2" and duel.request.kind == "idle"
    assert _phases(duel, 4) == ["draw", "standby", "-main1", "battle", "main2"]


def test_main_phase_1_skipped_and_no_battle_phase_wanted_goes_to_the_end_phase(monkeypatch):
    """Main Phase 1 skipped and the player declines the Battle Phase: the End Phase, no Main
    Phase 2 (seed 004 §主要阶段2)."""
    duel, s = _skip_next_turns(monkeypatch, L.SKIP_MAIN_PHASE_1)
    s.pick("no", player=1, request="yes_no")
    assert _phases(duel, 4) == ["draw", "standby", "-main1", "end"]
    assert duel.turn == 5


def test_a_skipped_draw_phase_opens_no_window_and_draws_nothing(monkeypatch):
    """seed 004 §决斗的进行 抽卡阶段: the Draw Phase skipped, the player draws nothing and no
    one gets priority in it (its window never opens); the turn begins at the Standby Phase."""
    opened = []
    stand_in(monkeypatch, "Pot of Greed", _opponent_skips(L.SKIP_DRAW_PHASE))
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    table.at("draw_phase", lambda duel: opened.append(duel.turn))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.end_turn()
    assert duel.turn == 4 and hand(duel, 1) == []
    assert _phases(duel, 4) == ["-draw", "standby", "main1"]
    assert opened == []
    assert of_type(duel, "phase_skipped") == [{"type": "phase_skipped", "phase": "draw", "player": 1,
                                               "i": of_type(duel, "phase_skipped")[0]["i"]}]


def test_a_skip_binds_only_the_player_it_names(monkeypatch):
    """The skip is player 1's: player 0's own turn 5 has its Draw Phase and Main Phase 1."""
    duel, s = _skip_next_turns(monkeypatch, L.SKIP_DRAW_PHASE, L.SKIP_MAIN_PHASE_1)
    s.pick("no", player=1, request="yes_no")
    assert duel.turn == 5 and duel.request.player == 0
    assert _phases(duel, 5) == ["draw", "standby", "main1"]
    assert _phases(duel, 4) == ["-draw", "standby", "-main1", "end"]


def test_a_draw_phase_skip_pending_at_the_first_turn_is_spent_by_its_draw_phase():
    """"Skip the next Draw Phase": the phase itself is skipped, so the first turn's Draw
    Phase, which has no draw (seed 000 §大師規則3), is the one skipped; player 0's next Draw
    Phase (turn 3) draws. The skip is put on player 0 as the turn before the duel's first
    (a table's turn 0) ends."""
    table = Table(turn=0, turn_player=1, first_player=0, phase="end")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    table.at("end_phase", once(lambda duel: duel.start_lasting(L.SKIP_DRAW_PHASE, uses(1), player=0)))
    duel = table.build()
    s = Script(duel)
    assert duel.turn == 1 and _phases(duel, 1) == ["-draw", "standby", "main1"]
    s.end_turn()
    s.end_turn()
    assert duel.turn == 3 and _phases(duel, 3) == ["draw", "standby", "main1"]
    assert hand(duel, 0) == ["Celtic Guardian"]


def test_a_battle_phase_skip_differs_from_cannot_conduct_the_battle_phase(monkeypatch):
    """Soul Exchange's "you cannot conduct your Battle Phase" is a rule for its turn: nothing is
    recorded as skipped and it is over with the turn. A skip names the player's next Battle
    Phase: recorded where it falls and then spent. Neither turn has a Main Phase 2."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Soul Exchange")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange")
    s.pick("target", "Battle Ox")
    assert not s.has("battle")
    start = len(duel.log)
    s.pick("end_turn")
    assert [e["phase"] for e in of_type(duel, "phase", start)][:2] == ["end", "draw"]
    s.end_turn()
    assert duel.turn == 5 and s.has("battle")       # the bar was over with turn 3
    assert of_type(duel, "phase_skipped") == []


def test_reckless_greed_and_time_seal_on_one_player_name_the_same_next_draw_phase():
    """Reckless Greed ("skip your next 2 Draw Phases") and the opponent's Time Seal ("your next
    Draw Phase") on player 1 name the same first phase: player 1 skips the Draw Phases of turns
    4 and 6, not a third, and draws in turn 8 (skips of one phase do not add up)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Time Seal")
    table.spell_trap(1, "Reckless Greed")
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Mystical Elf"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Time Seal", request="idle")
    s.pick("activate", "Reckless Greed", player=1, request="chain")
    assert hand(duel, 1) == ["Mystical Elf", "Mystical Elf"]
    for _ in range(5):
        s.end_turn()
    assert duel.turn == 8 and len(hand(duel, 1)) == 3
    assert [(turn, e["phase"]) for turn, e in _turn_events(duel, "phase_skipped")] == [(4, "draw"), (6, "draw")]


def _turn_events(duel, kind):
    turn = None
    for e in duel.log:
        if e["type"] == "turn":
            turn = e["turn"]
        elif e["type"] == kind:
            yield turn, e
