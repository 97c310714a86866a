"""Timeater (44913552): when it destroys an opponent's monster by battle,
the opponent skips their next Main Phase 1.

Sources: the card's texts in our words (the 2005 print, Pharaonic Guardian PGD-010, and today's
do the same: no ERAS entry); yugioh-wiki.net 《タイム・イーター》 (a mandatory trigger when it
destroys the monster, attacking or attacked; not when both are destroyed: it must still be on the
field; the next Main Phase 1 of the opponent is skipped: their Draw and Standby Phases happen,
then the Battle Phase, with no Main Phase 1); seed 004 §伤害步骤. "Not when both are destroyed" is
today's rule: before Master Rule 3 (the GOAT preset) its "場合" trigger was activated then too
(yugioh-wiki.net 《相打ち》; round 58a, `Rules.mutual_destruction_triggers`)."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table

TIMEATER = "Timeater"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _skips(duel):
    return [(e["player"], e["phase"]) for e in of_type(duel, "phase_skipped")]


def test_timeater_destroys_a_monster_the_opponent_skips_main_phase_1():
    """Q: my Timeater (1900) destroys my opponent's Battle Ox (1700) and I end my turn. A: their
    next turn has no Main Phase 1: after the Standby Phase they are offered the Battle Phase
    straight away (or Main Phase 2 / the End Phase)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, TIMEATER)
    table.monster(1, "Battle Ox")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", TIMEATER, target="Battle Ox", request="battle")
    _resolve(s)
    assert grave(duel, 1) == ["Battle Ox"]
    assert [e["name"] for e in of_type(duel, "chain")] == [TIMEATER]
    s.end_turn()
    _resolve(s)
    assert duel.turn == 4 and duel.phase != "main1"
    assert _skips(duel) == [(1, "main1")]


def test_timeater_attacked_and_winning_counts_too():
    """Q: my opponent's Celtic Guardian (1400) attacks my Timeater and is destroyed. A: Timeater
    destroyed it by battle: its effect is activated; their next Main Phase 1 will be skipped."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, TIMEATER)
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target=TIMEATER, request="battle")
    _resolve(s)
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert [(e["name"], e["player"]) for e in of_type(duel, "chain")] == [(TIMEATER, 0)]


def test_timeater_destroyed_in_the_same_battle_by_era():
    """Q: my Timeater (1900) attacks Mad Dog of Darkness (1900): both are destroyed. A: (round 58a;
    yugioh-wiki.net 《相打ち》: its text is "if it destroys ... by battle", 戦闘で破壊した場合) today
    (MR5) the battle destroys Timeater too, so no effect; under the rules before Master Rule 3
    (GOAT) its effect is activated all the same: my opponent skips their next Main Phase 1."""
    for rules, skipped in (("MR5", []), ("GOAT", [(1, "main1")])):
        table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
        table.monster(0, TIMEATER)
        table.monster(1, "Mad Dog of Darkness")
        table.deck(0, ["Celtic Guardian"] * 3)
        table.deck(1, ["Celtic Guardian"] * 3)
        duel = table.build()
        s = Script(duel)
        s.pick("attack", TIMEATER, target="Mad Dog of Darkness", request="battle")
        _resolve(s)
        assert grave(duel, 0) == [TIMEATER] and grave(duel, 1) == ["Mad Dog of Darkness"], rules
        assert [e["name"] for e in of_type(duel, "chain")] == ([TIMEATER] if skipped else []), rules
        s.end_turn()
        _resolve(s)
        assert duel.turn == 4 and _skips(duel) == skipped, rules


def test_timeater_defense_target_not_destroyed_does_nothing():
    """Q: my Timeater attacks my opponent's Mystical Elf in Defense Position (2000 DEF). A: no
    monster destroyed: no effect; I take 100."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, TIMEATER)
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", TIMEATER, target="Mystical Elf", request="battle")
    _resolve(s)
    assert of_type(duel, "chain") == [] and duel.players[0].lp == 7900


def test_timeater_under_skill_drain():
    """Q: Skill Drain is face-up; my Timeater destroys Battle Ox. A: its effect is negated on the
    field: my opponent's next Main Phase 1 is not skipped."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, TIMEATER)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", TIMEATER, target="Battle Ox", request="battle")
    _resolve(s)
    s.end_turn()
    _resolve(s)
    assert duel.turn == 4 and duel.phase == "main1" and _skips(duel) == []
