"""The target question names each card as its chooser may see it (chain.py `_card_options`,
docs/performance.md round 46a): one's own card and a face-up card by name, read in line
(turn.py `_name_for`'s first test written out: no call with a frame on PyPy), an opponent's Set
card by its zone, through `_name_for`.

Ruled here: player 0 activates Mystical Space Typhoon in their Main Phase; its targets are
their own Set Waboku (named), player 1's face-up Swords of Revealing Light (named) and player 1's
Set card in their third Spell & Trap Zone (by its zone only)."""

from duelist.testing.scenario import Script, Table


def _target_question():
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(0, "Waboku")
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    table.spell_trap(1, "Dust Tornado", zone=2)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    return duel, s


def _names_and_calls(duel, s):
    import sys
    called = []

    def profile(frame, event, arg):
        if event == "call" and frame.f_code.co_name == "_name_for":
            called.append(frame.f_locals["card"].data.name)

    sys.setprofile(profile)
    try:
        s.pick("activate", "Mystical Space Typhoon", request="idle")
    finally:
        sys.setprofile(None)
    request = duel.request
    assert request.kind == "target" and request.player == 0
    return sorted(o.name for o in request.options), called


def test_the_targets_are_named_as_the_chooser_sees_them():
    duel, s = _target_question()
    names, _ = _names_and_calls(duel, s)
    assert names == ["Set card (Spell & Trap Zone 3)", "Swords of Revealing Light", "Waboku"]
    for o in duel.request.options:
        card = duel.card_by_uid(o.card)
        assert o.name == duel._name_for(card, 0)


def test_only_the_hidden_card_is_named_through_the_call():
    """`_name_for` is asked of the opponent's Set card alone (fails before round 46a: of each
    target)."""
    duel, s = _target_question()
    _, called = _names_and_calls(duel, s)
    assert called == ["Dust Tornado"]
