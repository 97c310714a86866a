"""The summon menu (turn.py `_summon_options`) asks at every Main Phase menu whether a Main
Monster Zone is free; it reads the five zones by unpacking them, as `Duel.monsters` does, with
no length comparison (docs/performance.md round 45p). What it offers is unchanged: a Level 4
monster's Normal Summon and Set with a zone free, a Level 5 or 6 monster's only with a monster
to Tribute (seed 000 §上級召喚), a Level 7 or higher one's only with two; with every zone full,
only the Tribute Summons."""

import sys

from duelist.engine.turn import tributes_needed
from duelist.testing.scenario import Table


def _menu(hand, field=()):
    table = Table(turn=3, turn_player=0)
    table.hand(0, *hand)
    for zone, name in enumerate(field):
        table.monster(0, name, zone=zone)
    duel = table.build()
    return sorted((o.kind, o.name) for o in duel.request.options if o.kind in ("summon", "set"))


def test_the_menu_offers_normal_summons_by_the_tributes_each_level_needs():
    hand = ["Mystical Elf", "Summoned Skull", "Blue-Eyes White Dragon"]     # Levels 4, 6, 8
    assert [tributes_needed(level) for level in (0, 1, 4, 5, 6, 7, 8, 12)] == [0, 0, 0, 1, 1, 2, 2, 2]
    assert _menu(hand) == [("set", "Mystical Elf"), ("summon", "Mystical Elf")]
    assert _menu(hand, ["Celtic Guardian"]) == [
        ("set", "Mystical Elf"), ("set", "Summoned Skull"),
        ("summon", "Mystical Elf"), ("summon", "Summoned Skull")]
    assert _menu(hand, ["Celtic Guardian", "Mystical Elf"]) == [
        ("set", "Blue-Eyes White Dragon"), ("set", "Mystical Elf"), ("set", "Summoned Skull"),
        ("summon", "Blue-Eyes White Dragon"), ("summon", "Mystical Elf"), ("summon", "Summoned Skull")]
    full = ["Celtic Guardian", "Mystical Elf", "Dark Magician", "Feral Imp", "Giant Soldier of Stone"]
    assert _menu(hand, full) == [
        ("set", "Blue-Eyes White Dragon"), ("set", "Summoned Skull"),
        ("summon", "Blue-Eyes White Dragon"), ("summon", "Summoned Skull")]


def test_the_summon_menu_reads_the_zones_with_no_length_comparison():
    """Five Level 4 monsters in the hand, a zone free, no rule granting a summon without
    Tributes: the summon menu runs four comparisons for each (its Level with 7 and 5, the
    count with 0 twice) and none for the zones, where it ran one more for their number.
    Counted on CPython's opcodes (PyPy runs no opcode trace)."""
    if hasattr(sys, "pypy_version_info"):
        return
    import dis
    from duelist.engine.duel import Duel

    code = Duel._summon_options.__code__
    compares = {i.offset for i in dis.get_instructions(code) if i.opname == "COMPARE_OP"}
    count = [0]
    calls = [0]

    def local(frame, event, arg):
        if event == "opcode" and frame.f_lasti in compares:
            count[0] += 1
        return local

    def tracer(frame, event, arg):
        if frame.f_code is not code:
            return None
        calls[0] += 1
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        return local

    table = Table(turn=3, turn_player=0)
    table.hand(0, "Mystical Elf", "Celtic Guardian", "Feral Imp", "Dark Elf", "Mystical Elf")
    sys.settrace(tracer)
    try:
        duel = table.build()
    finally:
        sys.settrace(None)
    assert calls[0] == 1
    assert sum(o.kind == "summon" for o in duel.request.options) == 5
    assert count[0] == 4 * 5
