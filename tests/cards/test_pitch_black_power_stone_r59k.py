"""Pitch-Black Power Stone (34029630): Continuous Trap activated with 3 Spell Counters; once per turn
its controller can move 1 of them onto another card that can hold a Spell Counter; once it has none,
it is destroyed.

Sources, in our words: the card's text (DR1 / MFC, 2004, and today's print; the OCG text of
《漆黒のパワーストーン》 the same: no ERAS entry, tested under both presets); a card "that can hold a
Spell Counter" is one whose text lets it (Breaker the Magical Warrior: 1 at most; Skilled White
Magician: 3). Round 59y (a judge's review): the OCG text of 《漆黒のパワーストーン》 (the Chinese
database text: once per its controller's own turn, target 1 other card on the field that can hold a
Spell Counter; remove 1 counter from this card and place 1 on the target) makes the move a targeted
effect usable only in its controller's turn; round 59k had it untargeted, in either turn. The 2004
English wording was not checked (no scan found): the OCG reading is played in both eras. Our
readings: removing the counter is part of the effect (not a cost); Pitch-Black Power Stone itself
takes no counter from another card's effect."""

import pytest

from duelist.engine.names import M
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

PB = "Pitch-Black Power Stone"
BK = "Breaker the Magical Warrior"      # 1600, +300 per Spell Counter (1 at most)
SWM = "Skilled White Magician"          # 3 at most


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _counters(duel, ref):
    return duel.marked(ref.card(duel), M.SPELL_COUNTER, 0)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_pitch_black_power_stone_feeds_breaker(rules):
    """Q: I activate Pitch-Black Power Stone (3 counters), then move 1 onto my Breaker the Magical
    Warrior (no counter). A: Breaker holds 1 (1900 ATK); the Stone 2; once per turn: no second move."""
    table = Table(rules=rules, turn=3, turn_player=0)
    bk = table.monster(0, BK)
    pb = table.spell_trap(0, PB)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PB)
    _pass(s)
    assert _counters(duel, pb) == 3
    s.pick("activate", PB)
    s.pick("target", BK)
    _pass(s)
    assert _counters(duel, bk) == 1 and duel.atk(bk.card(duel)) == 1900
    assert _counters(duel, pb) == 2
    assert not s.has("activate", PB)


def test_pitch_black_power_stone_needs_a_card_with_room():
    """Q: my Breaker the Magical Warrior (my only Spell Counter holder) took its one counter from the
    Stone this turn; in my next turn may I move another? A: no: no card has room for one."""
    table = Table(turn=3, turn_player=0)
    bk = table.monster(0, BK)
    table.spell_trap(0, PB)
    table.deck(0, ["Mystical Elf"])
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PB)
    _pass(s)
    # Breaker takes its one counter this turn; next turn no card has room
    s.pick("activate", PB)
    s.pick("target", BK)
    _pass(s)
    for _ in range(2):
        s.end_turn()
        _pass(s)
    assert duel.turn == 5 and not s.has("activate", PB)
    assert _counters(duel, bk) == 1


def test_pitch_black_power_stone_is_destroyed_with_its_last_counter():
    """Q: I move one counter a turn onto Skilled White Magician in each of my turns (3, 5, 7). A: with
    the third move the Stone holds none and is destroyed; Skilled White Magician holds 3."""
    table = Table(turn=3, turn_player=0)
    swm = table.monster(0, SWM)
    pb = table.spell_trap(0, PB)
    table.deck(0, ["Mystical Elf"] * 4)
    table.deck(1, ["Mystical Elf"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PB)
    _pass(s)
    for turn in (3, 5, 7):
        assert duel.turn == turn
        s.pick("activate", PB, player=0)
        s.pick("target", SWM, player=0)
        _pass(s)
        if turn < 7:
            for _ in range(2):
                s.end_turn()
                _pass(s)
    assert _counters(duel, swm) == 3
    assert grave(duel, 0) == [PB] and pb.card(duel).location == "grave"


def test_pitch_black_power_stone_only_in_its_controllers_turn():
    """Q: I activated my Stone (3 counters) in my turn and my Breaker the Magical Warrior holds none;
    in my opponent's next Battle Phase may I move a counter onto Breaker? A: no: the move is used only
    in my own turn (OCG text)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, BK)
    pb = table.spell_trap(0, PB)
    table.monster(1, "Battle Ox")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PB)
    _pass(s)
    s.end_turn()
    _pass(s)
    assert duel.turn == 4 and _counters(duel, pb) == 3
    s.pick("battle", player=1)
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", PB))


def test_pitch_black_power_stone_move_targets():
    """Q: I move a counter from my Stone: is the card that takes it chosen as the effect is activated?
    A: yes: the move targets (a 'target' choice at activation); the counter goes onto that card."""
    table = Table(turn=3, turn_player=0)
    bk = table.monster(0, BK)
    pb = table.spell_trap(0, PB)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PB)
    _pass(s)
    s.pick("activate", PB)
    s.expect("target", player=0)
    s.pick("target", BK)
    _pass(s)
    assert _counters(duel, bk) == 1 and _counters(duel, pb) == 2
