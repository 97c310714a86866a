"""An activation's happening says whether the card is a Spell Card where it stands (chain.py
`_activate`, docs/performance.md round 46a): its printed type for every card but a Monster Card
in a Spell & Trap Zone, which alone asks `card_type_now` (a Pendulum Monster there, a monster
Set or equipped there as a Spell); no call for any other card (a call with a frame on PyPy, one an
activation).

Ruled here: player 0's Mystical Space Typhoon activated from the hand is a Spell Card's
activation, not a Trap's; player 1's Waboku chained to it is a Trap Card's, not a Spell's; a
Monster Card's Ignition Effect (Tribe-Infecting Virus on the field) is neither."""

import sys

from duelist.testing.scenario import Script, Table


def _activated(duel):
    (event,) = [ev for ev in duel._last_batch_events if ev["type"] == "activated"]
    return event["spell"], event["trap"]


def _profiled(fn):
    called = []

    def profile(frame, event, arg):
        if event == "call" and frame.f_code.co_name == "card_type_now":
            called.append(frame.f_code.co_name)

    sys.setprofile(profile)
    try:
        fn()
    finally:
        sys.setprofile(None)
    return called


def test_a_spell_and_a_trap_are_activated_as_such_without_a_call():
    """(fails before round 46a: one `card_type_now` call each)"""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(0, "Waboku")           # (player 0 is asked to respond: the chain stays open)
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)

    def spell():
        s.pick("activate", "Mystical Space Typhoon", request="idle")
        s.pick("target", first=True)

    assert _profiled(spell) == []
    assert _activated(duel) == (True, False)
    assert _profiled(lambda: s.pick("activate", "Waboku", player=1)) == []
    assert _activated(duel) == (False, True)


def test_a_monsters_effect_is_neither():
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Waboku")           # (player 1 is asked to respond: the chain stays open)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribe-Infecting Virus", request="idle")
    while duel.request.player == 0 and not duel.chain:
        s.answer(duel.request.options[0])   # (its cost and its declaration: any)
    assert duel.chain
    assert _activated(duel) == (False, False)
