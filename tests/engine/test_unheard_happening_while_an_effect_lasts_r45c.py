"""Happenings of types no card's trigger listens to, while a lasting effect lasts (chain.py
`_mark_batch`, docs/performance.md round 45c): no card of the duel can be a candidate for it
(none of the duel's scripts has a trigger for its type, `Duel._hears`), so only a delayed
effect may hear it;
the batch is closed without the field's roles read. A delayed effect still hears its own
happening (seed 000 §誘發效果: Deck Devastation Virus' check of the cards the opponent draws,
as in tests/engine/test_delayed_effect_started_with_no_batch_after_r19m.py)."""

import sys

from duelist.engine.lasting import opponents_turn
from duelist.engine.names import L
from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _virus_watching():
    """Turn 3, player 0's Main Phase 1: Deck Devastation Virus' delayed effect lasts (it
    watches player 1's draws); player 0 holds Pot of Greed and Mystical Space Typhoon, player 1
    has a Set Mirror Force and draws Celtic Guardian (1400 ATK) next."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.grave(0, "Deck Devastation Virus")
    table.hand(0, "Pot of Greed", "Mystical Space Typhoon")
    table.spell_trap(1, "Mirror Force")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Celtic Guardian", "Battle Ox", "Battle Ox"])
    duel = table.build()
    virus = duel.players[0].grave[0]
    duel.start_lasting(L.DELAYED, opponents_turn(3), delayed=(virus.cid, 1, 0))
    return duel


def _play(duel):
    """Player 0 activates Pot of Greed (a card's activation: a happening no trigger hears),
    then Mystical Space Typhoon on the Set Mirror Force (an activation and a target at once),
    and ends the turn."""
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    while duel.request.kind != "idle":
        s.pick("pass")          # (no response: Pot of Greed resolves)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Set card (Spell & Trap Zone 1)", request="target")
    while duel.request.kind != "idle":
        s.pick("pass")
    s.end_turn()


def test_the_virus_still_hears_the_draw_after_unheard_happenings():
    """The Virus lasting, player 0's activations are closed as happenings no trigger hears:
    Mirror Force is destroyed, and in turn 4 the Virus hears player 1's draw and destroys
    Celtic Guardian."""
    duel = _virus_watching()
    _play(duel)
    assert grave(duel, 0) == ["Deck Devastation Virus", "Pot of Greed", "Mystical Space Typhoon"]
    assert duel.turn == 4
    assert grave(duel, 1) == ["Mirror Force", "Celtic Guardian"]
    assert hand(duel, 1) == []


def test_an_unheard_happening_is_closed_without_the_field_roles():
    """While the Virus lasts, each batch of happenings of types no trigger hears (one, or
    several at once) is closed by `_mark_batch` without reading the field's roles (`_field_cache`): CPython's
    opcode trace (fails before round 45c; PyPy runs no opcode trace)."""
    duel = _virus_watching()
    if hasattr(sys, "pypy_version_info"):
        return
    import dis
    code = type(duel)._mark_batch.__code__
    reads = {i.offset for i in dis.get_instructions(code)
             if i.opname == "LOAD_ATTR" and i.argval == "_field_cache"}
    assert reads
    unheard = []        # per call closing unheard happenings: the roles' reads it made

    def local(frame, event, arg):
        if event == "opcode" and frame.f_lasti in reads and unheard and unheard[-1][0] is frame:
            unheard[-1][1].append(frame.f_lasti)
        return local

    def tracer(frame, event, arg):
        if frame.f_code is not code:
            return None
        happened = frame.f_locals["self"]._happened
        heard = frame.f_locals["self"]._hears[0]
        if happened and frame.f_locals["self"].lingering:
            if all(ev["type"] not in heard for ev in happened):
                unheard.append((frame, [], len(happened)))
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        return local

    sys.settrace(tracer)
    try:
        _play(duel)
    finally:
        sys.settrace(None)
    assert duel.turn == 4
    # (the activations: one happening, and an activation with its target -- types no trigger
    # of this duel's scripts hears, whatever other scripts the process has made: the duel's
    # own types, `Duel._hears`)
    assert False in {n > 1 for frame, reads, n in unheard}
    assert True in {n > 1 for frame, reads, n in unheard}
    assert [reads for frame, reads, n in unheard if reads] == []
