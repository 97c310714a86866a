"""Jinzo's "Trap Cards cannot be activated" as a window's offer asks it (chain.py
`_response_options`, docs/performance.md round 46a): the offer reads the lock itself at its
first Trap candidate, the field's tags first (`_trap_lock`'s test written out: no call with a
frame on PyPy), and asks it no more than once a call.

Ruled here (seed 000 §陷阱卡; Jinzo: Trap Cards cannot be activated while it is face-up on the
field): in player 1's turn, with Jinzo face-up on player 1's side, player 0's Set Waboku and Set
Dust Tornado are not offered and the Set Mystical Space Typhoon (a Quick-Play Spell) is; with
Jinzo Set, all three are; and with Jinzo only in player 1's hand (in the duel, not on the
field) the Traps are offered without the continuous effects being asked (the field's tags
say no card there has the lock)."""

import sys

from duelist.testing.plain import plain_activations
from duelist.testing.scenario import Table


def _duel(jinzo="attack"):
    table = Table(rules="GOAT", turn=4, turn_player=1)
    if jinzo == "hand":
        table.hand(1, "Jinzo")
    else:
        table.monster(1, "Jinzo", position=jinzo)
    table.spell_trap(0, "Waboku")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(1, "Dust Tornado")      # (a target for player 0's)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    return table.build()


def _offered(duel):
    """Player 0's options now, the names sorted, and the engine functions the offer called."""
    called = []

    def profile(frame, event, arg):
        if event == "call":
            called.append(frame.f_code.co_name)

    sys.setprofile(profile)
    try:
        options = duel._response_options(0)
    finally:
        sys.setprofile(None)
    assert [(o.card, o.effect) for o in options] == plain_activations(duel, 0, False)
    return sorted(o.name for o in options), called


def test_face_up_jinzo_bars_both_traps_asked_once():
    names, called = _offered(_duel())
    assert names == ["Mystical Space Typhoon"]
    assert called.count("_applying") == 1


def test_set_jinzo_bars_no_trap():
    names, called = _offered(_duel("set"))
    assert names == ["Dust Tornado", "Mystical Space Typhoon", "Waboku"]
    assert called.count("_applying") <= 1


def test_jinzo_in_the_hand_bars_no_trap():
    names, called = _offered(_duel("hand"))
    assert names == ["Dust Tornado", "Mystical Space Typhoon", "Waboku"]
    assert "_applying" not in called


def test_the_offer_reads_the_lock_without_a_call():
    """No `_trap_lock` call (fails before round 46a: one a call with a Trap candidate)."""
    for jinzo in ("attack", "set"):
        assert "_trap_lock" not in _offered(_duel(jinzo))[1]
