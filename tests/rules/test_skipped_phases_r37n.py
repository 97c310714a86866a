"""Skipped phases at the edges (seed 004 §决斗的进行; seed 000 §大師規則3; round 37n's
mutation round of engine/turn.py's skipped phases).

A skipped Main Phase 1 leaves the turn player the choice of a Battle Phase only where they
could conduct one: never in the duel's first turn (seed 000 §大師規則3: the first player
conducts no Battle Phase on turn 1), so that turn goes from the Standby Phase to the End Phase
with no question asked. No card of the pool skips Main Phase 1: the lasting rule is put on
the player by the table's hook, as the turn before the duel's first (a table's turn 0) ends.

A skip is spent by the phase it names where it counts phases (Time Seal's "next Draw Phase",
`uses`); one that holds for a span of turns skips that phase in every turn of the span: Pot
of Greed here is a stand-in Normal Spell, "your opponent skips their Draw Phases until the end
of their 2nd turn from now" (tests/rules/stand_ins.py).
"""

from duelist.cards.common import L, activate, own_turn, uses
from duelist.engine.rules import Rules
from duelist.testing.reads import grave, hand, of_type, once
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _phases(duel, turn):
    """The phases of `turn` as the log records them: "draw"..., or "-main1" for a skipped one."""
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


def test_main_phase_1_skipped_in_the_first_turn_goes_to_the_end_phase_without_a_battle_phase_question():
    """seed 000 §大師規則3 with seed 004 §主要阶段2 PS: player 0 skips Main Phase 1 of turn 1,
    where no Battle Phase may be conducted: the turn goes from the Standby Phase to the End
    Phase (no "enter the Battle Phase?" question, no Main Phase 2), and the next decision is
    player 1's, in turn 2."""
    table = Table(turn=0, turn_player=1, first_player=0, phase="end")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    table.at("end_phase", once(lambda duel: duel.start_lasting(L.SKIP_MAIN_PHASE_1, uses(1), player=0)))
    duel = table.build()
    assert duel.turn == 2 and duel.request.player == 1 and duel.request.kind == "idle"
    assert _phases(duel, 1) == ["draw", "standby", "-main1", "end"]
    assert [e["player"] for e in of_type(duel, "phase_skipped")] == [0]


def test_main_phase_1_skipped_in_the_first_turn_leaves_the_battle_phase_where_the_rules_allow_one():
    """The rules' switch first_turn_battle on (a Battle Phase allowed on turn 1): the skip of
    Main Phase 1 does not take the Battle Phase with it; player 0 is asked, enters it, and
    Main Phase 2 follows (seed 004 §主要阶段2)."""
    table = Table(rules=Rules("custom", first_turn_battle=True), turn=0, turn_player=1,
                  first_player=0, phase="end")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    table.at("end_phase", once(lambda duel: duel.start_lasting(L.SKIP_MAIN_PHASE_1, uses(1), player=0)))
    duel = table.build()
    s = Script(duel)
    req = s.expect("yes_no", player=0)
    assert duel.turn == 1 and "Battle Phase" in req.prompt
    s.pick("yes")
    assert duel.phase == "battle" and duel.request.kind == "battle"
    s.pick("end_battle")
    assert duel.phase == "main2"
    assert _phases(duel, 1) == ["draw", "standby", "-main1", "battle", "main2"]


def test_a_skip_that_lasts_for_turns_skips_the_phase_in_each_of_them_and_is_not_used_up(monkeypatch):
    """seed 004 §决斗的进行 抽卡阶段: the stand-in resolved in player 0's turn 3 makes player 1
    skip the Draw Phases of turns 4 and 6 (their next two turns); skipping turn 4's does not
    use the rule up. Player 1 draws again in turn 8, once the span is over."""
    def resolve(ctx):
        ctx.player_flag(ctx.opponent, L.SKIP_DRAW_PHASE, until=own_turn(2))
    stand_in(monkeypatch, "Pot of Greed", [activate(resolve)])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", request="idle")
    s.end_turn()
    assert duel.turn == 4 and hand(duel, 1) == [] and _phases(duel, 4)[:2] == ["-draw", "standby"]
    s.end_turn()
    s.end_turn()
    assert duel.turn == 6 and hand(duel, 1) == [] and _phases(duel, 6)[:2] == ["-draw", "standby"]
    s.end_turn()
    s.end_turn()
    assert duel.turn == 8 and hand(duel, 1) == ["Mystical Elf"] and _phases(duel, 8)[:2] == ["draw", "standby"]


def test_main_phase_1_skipped_and_the_battle_phase_declined_the_end_phase_still_asks_the_discard(monkeypatch):
    """seed 004 §主要阶段2 PS and §结束阶段: player 1 skips Main Phase 1 of turn 4 (the
    stand-in, "your opponent skips their next Main Phase 1", resolved in turn 3) and declines
    the Battle Phase; the End Phase that follows is a whole one: with 7 cards in hand (6 and
    the turn's draw) player 1 discards down to 6 before turn 5 begins."""
    def resolve(ctx):
        ctx.player_flag(ctx.opponent, L.SKIP_MAIN_PHASE_1, until=uses(1))
    stand_in(monkeypatch, "Pot of Greed", [activate(resolve)])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Pot of Greed")
    table.hand(1, *(["Battle Ox"] * 6))
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", request="idle")
    s.end_turn()
    s.pick("no", player=1, request="yes_no")
    assert _phases(duel, 4) == ["draw", "standby", "-main1", "end"]
    req = s.expect("discard", player=1)
    assert req.prompt == "Hand limit 6: discard 1 more card"
    s.pick("discard", "Mystical Elf")
    assert duel.turn == 5 and len(hand(duel, 1)) == 6 and grave(duel, 1) == ["Mystical Elf"]


def test_two_battle_phase_skips_of_one_player_beside_the_opponents_skip_are_each_spent_once(monkeypatch):
    """seed 004 §决斗的进行 战斗阶段: player 0's stand-in (Pot of Greed: "your opponent skips
    their next 2 Battle Phases") and then player 1's Great Long Nose, which deals player 0
    battle damage (player 0 skips their next Battle Phase). Each End Phase spends one skip of
    its own player: player 1 skips the Battle Phases of turns 4 and 6, player 0 that of turn
    5; the opponent's pending skip does not make player 1's count go twice in turn 4."""
    def resolve(ctx):
        ctx.player_flag(ctx.opponent, L.SKIP_BATTLE_PHASE, until=uses(2))
    stand_in(monkeypatch, "Pot of Greed", [activate(resolve)])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Pot of Greed")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Great Long Nose")
    table.deck(0, ["Battle Ox"] * 6)
    table.deck(1, ["Mystical Elf"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", request="idle")
    s.pick("battle")
    s.pick("attack", "Celtic Guardian", target="Great Long Nose")
    assert duel.players[0].lp == 8000 - 500
    s.end_turn()
    skips = []
    for turn in (4, 5, 6, 7, 8):
        assert duel.turn == turn and duel.phase == "main1"
        if not s.has("battle"):
            skips.append(turn)
        s.end_turn()
    assert skips == [4, 5, 6]
    assert [(e["player"], e["phase"]) for e in of_type(duel, "phase_skipped")] == \
        [(1, "battle"), (0, "battle"), (1, "battle")]


def test_a_draw_phase_skip_does_not_keep_its_player_out_of_the_battle_phase():
    """Only a skip of the Battle Phase, or "cannot conduct the Battle Phase", bars it (engine/
    turn.py `_battle_phase_barred`): player 0's Reckless Greed (draw 2, skip their next 2 Draw
    Phases) leaves their Battle Phase of this turn, turn 3, and of turn 5, whose Draw Phase it
    skips."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Reckless Greed")
    table.monster(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Mystical Elf"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reckless Greed", request="idle")
    assert hand(duel, 0) == ["Celtic Guardian", "Celtic Guardian"]
    assert duel.phase == "main1" and s.has("battle")
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5 and _phases(duel, 5)[:2] == ["-draw", "standby"]
    assert duel.phase == "main1" and s.has("battle")
