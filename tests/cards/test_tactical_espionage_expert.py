"""Tactical Espionage Expert (89698120): once it is Normal Summoned, no Trap Card can be activated in
answer to that Summon.

Sources, in our words: the card's text (DR3, 2005, and today's print agree: when it is Normal
Summoned, Trap Cards cannot be activated; no ERAS entry). Our reading, with seed 000 §永續效果 (a
monster's continuous effect applies once it is on the field, and the engine's rule that a monster still
being summoned applies nothing yet): the lock is that of the response window its successful Normal
Summon opens, for both players, the chain started there included; a Counter Trap that negates the
Summon itself (Solemn Judgment) is activated before the Summon succeeds, so it is not barred (the
common Goat-era reading of the card); a Flip Summon or a Special Summon is no Normal Summon; once the
summon's window closes, Traps are free again; Skill Drain, which negates the monster's effects on the
field, lifts the lock."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

TEE = "Tactical Espionage Expert"


def _labels(duel):
    return sorted(o.label for o in duel.request.options)


def test_tactical_espionage_expert_normal_summon_bars_trap_hole_and_torrential_tribute():
    """Q: I Normal Summon Tactical Espionage Expert; my opponent has Set Trap Hole, Torrential Tribute
    and Book of Moon. A: after the Summon only Book of Moon (a Quick-Play Spell) may be activated;
    once they pass, my monster stays and both Traps stay Set."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, TEE)
    table.spell_trap(1, "Trap Hole")
    table.spell_trap(1, "Torrential Tribute")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", TEE)
    s.expect(request="chain", player=1)
    assert _labels(duel) == ["Activate Book of Moon", "Pass"]
    s.pick("pass", player=1)
    assert duel.request.kind == "idle" and [c.name for c in duel.monsters(0)] == [TEE]
    assert [c.name for c in duel.players[1].szone if c is not None] == \
        ["Trap Hole", "Torrential Tribute", "Book of Moon"]


def test_tactical_espionage_expert_bars_its_own_controllers_traps_too():
    """Q: I Normal Summon Tactical Espionage Expert with my own Waboku Set; my opponent has nothing.
    A: "Trap Cards cannot be activated" reaches both players: I am offered no Waboku in the
    Summon's window, and the Main Phase menu follows."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, TEE)
    table.spell_trap(0, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", TEE)
    assert duel.request.kind == "idle" and duel.request.player == 0


def test_tactical_espionage_expert_traps_cannot_join_the_chain_begun_at_its_summon():
    """Q: my opponent answers the Summon of my Tactical Espionage Expert with Book of Moon; can I chain
    my Set Waboku? A: no (our reading: the chain begun in its Summon's window is still its Summon's
    answer); Book of Moon resolves and turns it face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    tee = table.hand(0, TEE)
    table.spell_trap(0, "Waboku")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", TEE)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", TEE, player=1)
    assert not (duel.request.kind == "chain" and s.has("activate", "Waboku"))
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert tee.card(duel).position == "set" and grave(duel, 1) == ["Book of Moon"]


def test_tactical_espionage_expert_summon_may_still_be_negated_by_solemn_judgment():
    """Q: my opponent answers my Normal Summon of Tactical Espionage Expert with Solemn Judgment.
    A: the Summon is not made yet when Solemn Judgment is activated, so the lock does not apply yet:
    they pay half their LP and my monster is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, TEE)
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", TEE)
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [TEE] and lp(duel) == (8000, 4000)


def test_tactical_espionage_expert_flip_summon_is_answered_by_trap_hole():
    """Q: I Flip Summon my Set Tactical Espionage Expert; my opponent has Trap Hole. A: a Flip Summon
    is no Normal Summon: Trap Hole may be activated and destroys it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, TEE, position="set")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", TEE)
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", TEE, player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [TEE] and grave(duel, 1) == ["Trap Hole"]


def test_tactical_espionage_expert_lock_ends_with_its_summons_window():
    """Q: I Normal Summon Tactical Espionage Expert, my opponent cannot answer it with a Trap; later I
    attack with it. A: the lock was only for its Summon: Sakuretsu Armor may be activated on its attack
    and destroys it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, TEE)
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", TEE)
    s.pick("battle")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("attack", TEE, target="player", request="battle")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    s.pick("target", TEE, player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [TEE] and lp(duel) == (8000, 8000)


def test_tactical_espionage_expert_under_skill_drain_trap_hole_may_answer():
    """Q: my opponent has a face-up Skill Drain and a Set Trap Hole; I Normal Summon Tactical Espionage
    Expert. A: its effect is negated on the field: Trap Hole may be activated and destroys it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, TEE)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", TEE)
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", TEE, player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [TEE] and grave(duel, 1) == ["Trap Hole"]


def test_tactical_espionage_expert_lock_under_todays_rules_too():
    """Q: under today's rules (MR5, where the turn player answers their own Summon first), I Normal
    Summon Tactical Espionage Expert; my opponent has Set Trap Hole and Bottomless Trap Hole. A: no Trap
    is offered to either player; the monster stays."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, TEE)
    table.spell_trap(1, "Trap Hole")
    table.spell_trap(1, "Bottomless Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", TEE)
    assert duel.request.kind == "idle" and [c.name for c in duel.monsters(0)] == [TEE]
