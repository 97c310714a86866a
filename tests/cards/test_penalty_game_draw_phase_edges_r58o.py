"""Penalty Game! (967928)'s draw lock: the locked player's Draw Phase still takes place (only its
draw is not made); it waits past a Draw Phase that is skipped and binds only the opponent; and a
Penalty Game! never activated locks nothing, whatever else lasts.

Sources, in our words: Penalty Game!'s text (the opponent cannot draw during their next Draw
Phase: the phase is there, the draw is not); seed 004 §决斗的进行 (each turn's phases, the Draw
Phase first, then the Standby Phase); Dimensionhole's text (its monster is banished until its
player's next Standby Phase: an effect that lasts through the opponent's turn); Time Seal's text
(the opponent skips their next Draw Phase: a skipped Draw Phase is not the next Draw Phase
Penalty Game! waits for, engine `Ctx.no_draw_next_draw_phase`). (Round 58o: kills turn.py
`_locked_draw_phase` without its phase record, `_draw_lock_begins` barring a draw with no lock
started or a lock on the other player, and duel.py `_draw_barred` reading any lasting effect.)"""

from duelist.testing.reads import banished, hand, of_type
from duelist.testing.scenario import Script, Table

PG = "Penalty Game!"
DRAW_LOCK = "Your opponent cannot draw during their next Draw Phase"


def test_penalty_game_locked_draw_phase_is_still_a_draw_phase():
    """Q: in my turn 3 I activate Penalty Game! choosing the draw lock (my opponent holds 4
    cards). A: their turn 4 still begins with a Draw Phase, then the Standby Phase; in it no card
    is drawn (their hand stays 4)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, PG)
    table.hand(1, *(["Mystical Elf"] * 4))
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Battle Ox"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PG, player=0)
    s.pick("option", DRAW_LOCK, player=0)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    start = len(duel.log)
    s.end_turn()
    assert duel.turn == 4 and duel.phase == "main1" and len(hand(duel, 1)) == 4
    phases = [(e["player"], e["phase"]) for e in of_type(duel, "phase") if e["i"] >= start]
    assert phases[phases.index((1, "draw")):][:3] == [(1, "draw"), (1, "standby"), (1, "main1")]
    assert [(e["player"], e["reason"]) for e in of_type(duel, "draw_skipped")] == [(1, "no_draw")]


def test_penalty_game_in_the_hand_locks_no_draw_beside_dimensionhole():
    """Q: I hold Penalty Game! and never activate it; I banish my Battle Ox with Dimensionhole
    (it waits for my next Standby Phase) and end my turn. A: my opponent draws in their Draw
    Phase as usual (nothing locks their draw)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Dimensionhole", PG)
    table.monster(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Battle Ox"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dimensionhole", request="idle")
    s.pick("target", "Battle Ox")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            duel.answer(duel.request.options[0])
    assert banished(duel, 0) == ["Battle Ox"]
    s.end_turn()
    assert duel.turn == 4 and duel.phase == "main1"
    assert hand(duel, 1) == ["Battle Ox"] and of_type(duel, "draw_skipped") == []


def test_penalty_game_in_the_hand_bars_no_effect_draw_beside_dimensionhole():
    """Q: as above (Penalty Game! in my hand, never activated; my Battle Ox banished by my
    Dimensionhole), I then activate Pot of Greed. A: I draw 2 cards."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Dimensionhole", "Pot of Greed", PG)
    table.monster(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Battle Ox"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dimensionhole", request="idle")
    s.pick("target", "Battle Ox")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            duel.answer(duel.request.options[0])
    s.pick("activate", "Pot of Greed", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert sorted(hand(duel, 0)) == ["Celtic Guardian", "Celtic Guardian", PG]


def test_penalty_game_waits_past_a_draw_phase_time_seal_skipped_and_spares_me():
    """Q: in my turn 3 I activate Time Seal (my opponent skips their next Draw Phase) and Penalty
    Game! choosing the draw lock. A: their turn 4 has no Draw Phase; my turn 5's draw is mine as
    usual (the lock is on my opponent only); their turn 6's Draw Phase is the locked one: no
    draw."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Time Seal")
    table.spell_trap(0, PG)
    table.hand(1, *(["Mystical Elf"] * 4))
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Battle Ox"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Time Seal", player=0, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("activate", PG, player=0)
    s.pick("option", DRAW_LOCK, player=0)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.end_turn()
    assert duel.turn == 4 and len(hand(duel, 1)) == 4
    s.end_turn()
    assert duel.turn == 5 and hand(duel, 0) == ["Celtic Guardian"]
    s.end_turn()
    assert duel.turn == 6 and len(hand(duel, 1)) == 4 and "Battle Ox" not in hand(duel, 1)
    assert [(e["player"], e["reason"]) for e in of_type(duel, "draw_skipped")][-1] == (1, "no_draw")
