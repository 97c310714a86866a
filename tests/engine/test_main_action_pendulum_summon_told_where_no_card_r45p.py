"""What a Main Phase menu answer starts (turn.py `_main_action`): the end of the phase first,
then the option's card looked up; the Pendulum Summon, the one option left that names no card,
is told by its kind only where no card was found, not by a comparison made at every answer
that names a card (docs/performance.md round 45p). A Pendulum Summon picked from the menu still
starts it (seed 000 §靈擺召喚: the cards to summon are chosen next), and a Normal Summon picked
beside it still summons."""

import sys

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _table():
    table = Table(rules="MR3", turn=3, turn_player=0)
    table.pendulum(0, "Foucault's Cannon", "left")      # scales 2 and 7
    table.pendulum(0, "Flash Knight", "right")
    table.hand(0, "Giant Soldier of Stone", "Mystical Elf")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table.build()


def test_a_pendulum_summon_picked_from_the_menu_starts_it():
    s = Script(_table())
    assert s.has("pendulum_summon") and s.has("summon", "Mystical Elf")
    s.pick("pendulum_summon")
    assert s.has("select", "Giant Soldier of Stone") and s.has("select", "Mystical Elf")


def test_a_normal_summon_beside_it_is_started_with_no_pendulum_comparison():
    """The answer "summon Mystical Elf" runs `_main_action` without reading the kind
    "pendulum_summon" (CPython's opcodes; PyPy runs no opcode trace), and summons."""
    duel = _table()
    s = Script(duel)
    option = s.options("summon", "Mystical Elf")[0]
    if hasattr(sys, "pypy_version_info"):
        duel.answer(option)
    else:
        import dis
        code = type(duel)._main_action.__code__
        reads = {i.offset for i in dis.get_instructions(code)
                 if i.opname == "LOAD_CONST" and i.argval == "pendulum_summon"}
        assert reads
        seen = []

        def local(frame, event, arg):
            if event == "opcode" and frame.f_lasti in reads:
                seen.append(frame.f_lasti)
            return local

        def tracer(frame, event, arg):
            if frame.f_code is not code:
                return None
            frame.f_trace_opcodes = True
            frame.f_trace_lines = False
            return local

        sys.settrace(tracer)
        try:
            duel.answer(option)
        finally:
            sys.settrace(None)
        assert seen == []
    if duel.request.kind == "zone":
        duel.answer(0)          # (its zone: the first offered)
    assert field_monsters(duel, 0) == ["Mystical Elf"]
