"""Great Long Nose (Spirit): when it deals battle damage to the opponent, the opponent skips
their next Battle Phase; it returns to the hand in the End Phase of a turn it was Normal
Summoned or flipped face-up; it cannot be Special Summoned.

Rules cited: seed 004 §决斗的进行 (a skipped phase is not entered; Main Phase 2 follows only a
Battle Phase, §主要阶段2), seed 000 §效果分類 (誘發效果). Card behaviour: current OCG/TCG text
and rulings.
"""

from duelist.testing.reads import field_monsters, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _skipped(duel):
    return [(e["player"], e["phase"]) for e in of_type(duel, "phase_skipped")]


def _summoned(*theirs):
    """Turn 3, player 0's Main Phase 1: player 0 Tribute Summons Great Long Nose (Level 5)
    with Celtic Guardian; player 1 controls `theirs` (name, position) pairs."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Great Long Nose")
    table.monster(0, "Celtic Guardian")
    for name, position in theirs:
        table.monster(1, name, position=position)
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Mystical Elf"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Great Long Nose")
    s.pick("tribute", "Celtic Guardian")
    return duel, s


def test_great_long_nose_battle_damage_skips_the_opponents_next_battle_phase():
    """A direct attack deals 1900: player 1's turn 4 offers no Battle Phase and goes from Main
    Phase 1 to the End Phase (no Main Phase 2); their turn 6 has its Battle Phase again."""
    duel, s = _summoned(("Battle Ox", "attack"))       # (player 1 has a monster to attack with)
    s.pick("battle")
    s.pick("attack", "Great Long Nose", target="Battle Ox")
    assert lp(duel) == (8000, 8000 - 200)
    assert [e["name"] for e in of_type(duel, "chain")] == ["Great Long Nose"]
    s.end_turn()
    assert hand(duel, 0) == ["Great Long Nose"]     # (a Spirit: back to the hand)
    assert duel.turn == 4 and not s.has("battle")
    s.pick("end_turn")
    assert _skipped(duel) == [(1, "battle")]
    assert [e["phase"] for e in of_type(duel, "phase") if e["player"] == 1] == ["draw", "standby", "main1", "end"]
    s.end_turn()
    assert duel.turn == 6 and s.has("battle")


def test_great_long_nose_without_battle_damage_skips_nothing():
    """Its attack on a monster with more DEF deals it no battle damage to the opponent: nothing
    is skipped."""
    duel, s = _summoned(("Giant Soldier of Stone", "defense"), ("Battle Ox", "attack"))
    s.pick("battle")
    s.pick("attack", "Great Long Nose", target="Giant Soldier of Stone")
    assert lp(duel) == (8000 - 100, 8000)
    s.end_turn()
    assert duel.turn == 4 and s.has("battle")


def test_great_long_nose_attacked_skips_the_attackers_next_turns_battle_phase():
    """Player 1's Celtic Guardian (1400) attacks Great Long Nose (1900) in player 1's turn 4:
    player 1 takes 500 battle damage from it, so player 1 skips their next Battle Phase -- not
    the one under way (it goes on to Main Phase 2) but turn 6's."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(0, "Great Long Nose")
    table.monster(1, "Celtic Guardian")
    table.deck(0, ["Battle Ox"] * 6)
    table.deck(1, ["Mystical Elf"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="Great Long Nose")
    assert lp(duel) == (8000, 8000 - 500)
    s.pick("end_battle")
    assert duel.phase == "main2" and _skipped(duel) == []
    s.pick("end_turn")
    s.end_turn()                                    # player 0, turn 5
    assert duel.turn == 6 and not s.has("battle")
    s.pick("end_turn")
    assert _skipped(duel) == [(1, "battle")]


def test_great_long_nose_returns_to_the_hand_in_the_end_phase():
    """A Spirit Normal Summoned this turn goes back to its owner's hand in the End Phase."""
    duel, s = _summoned()
    assert field_monsters(duel, 0) == ["Great Long Nose"]
    s.end_turn()
    assert hand(duel, 0) == ["Great Long Nose"] and field_monsters(duel, 0) == []


def test_great_long_nose_cannot_be_special_summoned():
    """It can never be Special Summoned: Monster Reborn cannot target it in the GY."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Monster Reborn")
    table.grave(0, "Great Long Nose")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Monster Reborn")


def test_great_long_nose_skip_on_the_attacker_leaves_its_controllers_own_battle_phase():
    """Player 1's Celtic Guardian (1400) attacks Great Long Nose (1900) in turn 4: player 1
    skips their next Battle Phase (turn 6's). The skip binds player 1 only: while it waits,
    player 0's Main Phase 1 of turn 5 offers the Battle Phase, and Great Long Nose attacks
    directly."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(0, "Great Long Nose")
    table.monster(1, "Celtic Guardian")
    table.deck(0, ["Battle Ox"] * 6)
    table.deck(1, ["Mystical Elf"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="Great Long Nose")
    assert duel.players[1].lp == 8000 - 500 and duel.player_has(1, "skip_battle_phase")
    s.pick("end_battle")
    s.pick("end_turn")
    assert duel.turn == 5 and duel.turn_player == 0 and duel.phase == "main1"
    assert s.has("battle")
    s.pick("battle")
    assert duel.phase == "battle"
    assert _skipped(duel) == []
