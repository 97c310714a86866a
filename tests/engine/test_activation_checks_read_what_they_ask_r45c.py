"""The activation checks of the Main Phase menu (chain.py `_response_options`,
`_activation_allowed`) read a fact only where a check asks it (docs/performance.md round 45c):
an effect that is no card's activation (an Ignition Effect) never reads the card's data or the
turn player (a card's activation never reads the chain), and an effect with no declared
condition is not asked its condition's type.

The rulings stay: the turn player may activate a face-up monster's Ignition Effect whose cost it
can pay (Tribe-Infecting Virus: discard a card), not one whose cost it cannot (an empty hand),
and a Spell Card from the hand in its own Main Phase (Swords of Revealing Light)."""

import sys

from duelist.testing.scenario import Script, Table


def _table(hand=("Battle Ox",)):
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.hand(0, *hand)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table.build()


def test_an_ignition_effect_whose_cost_can_be_paid_is_offered():
    s = Script(_table())
    assert s.has("activate", "Tribe-Infecting Virus")


def test_an_ignition_effect_whose_cost_cannot_be_paid_is_not_offered():
    s = Script(_table(hand=()))
    assert not s.has("activate", "Tribe-Infecting Virus")


def test_a_spell_from_the_hand_is_offered_beside_it():
    s = Script(_table(hand=("Swords of Revealing Light",)))
    assert s.has("activate", "Tribe-Infecting Virus") and s.has("activate", "Swords of Revealing Light")


def _traced(duel, method, watched):
    """The instructions of `method` whose (opname, argval) is in `watched` that ran while the
    duel made its menu again (CPython's opcode trace)."""
    import dis
    code = getattr(type(duel), method).__code__
    offsets = {i.offset: (i.opname, i.argval) for i in dis.get_instructions(code)
               if (i.opname, i.argval) in watched}
    assert offsets
    seen = []

    def local(frame, event, arg):
        if event == "opcode" and frame.f_lasti in offsets:
            seen.append(offsets[frame.f_lasti])
        return local

    def tracer(frame, event, arg):
        if frame.f_code is not code:
            return None
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        return local

    sys.settrace(tracer)
    try:
        options = duel._response_options(0, idle=True)
    finally:
        sys.settrace(None)
    return options, seen


def test_the_menu_asks_an_ignition_effect_no_more_than_it_needs():
    """Tribe-Infecting Virus's effect (an Ignition Effect with a cost) is offered by the menu's
    checks without the card's data or the turn player read by `_activation_allowed` (fails
    before round 45c)."""
    duel = _table()
    if hasattr(sys, "pypy_version_info"):
        return          # (PyPy runs no opcode trace; the rulings above run there)
    options, seen = _traced(duel, "_activation_allowed",
                            {("LOAD_ATTR", "data"), ("LOAD_ATTR", "turn_player")})
    assert [o.name for o in options] == ["Tribe-Infecting Virus"]
    assert seen == []


def test_the_menu_asks_no_type_of_a_condition_an_effect_does_not_have():
    """Tribe-Infecting Virus's effect declares no condition: the menu's first test of a declared
    condition (its type: `FreeMonsterZones`, `During`...) is not made for it (fails before
    round 45c)."""
    duel = _table()
    if hasattr(sys, "pypy_version_info"):
        return          # (PyPy runs no opcode trace; the rulings above run there)
    options, seen = _traced(duel, "_response_options", {("LOAD_GLOBAL", "type")})
    assert [o.name for o in options] == ["Tribe-Infecting Virus"]
    assert seen == []
