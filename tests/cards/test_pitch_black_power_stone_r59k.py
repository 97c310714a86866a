"""Pitch-Black Power Stone (34029630): Continuous Trap activated with 3 Spell Counters; once per turn
its controller can move 1 of them onto another card that can hold a Spell Counter; once it has none,
it is destroyed.

Sources, in our words: the card's text (DR1 / MFC, 2004, and today's print; the OCG text of
《漆黒のパワーストーン》 the same: no ERAS entry, tested under both presets); a card "that can hold a
Spell Counter" is one whose text lets it (Breaker the Magical Warrior: 1 at most; Skilled White
Magician: 3). Our readings: the move is not a cost and targets nothing (the card is picked as it
resolves); it is an effect of a Trap on the field (spell speed 2: either player's turn); Pitch-Black
Power Stone itself takes no counter from another card's effect."""

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
    if duel.request.kind == "select":
        s.pick("select", BK)
    _pass(s)
    assert _counters(duel, bk) == 1 and duel.atk(bk.card(duel)) == 1900
    assert _counters(duel, pb) == 2
    assert not s.has("activate", PB)


def test_pitch_black_power_stone_needs_a_card_with_room():
    """Q: my Breaker the Magical Warrior (my only Spell Counter holder) took its one counter from the
    Stone this turn; in my opponent's turn may I move another? A: no: no card has room for one."""
    table = Table(turn=3, turn_player=0)
    bk = table.monster(0, BK)
    table.spell_trap(0, PB)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PB)
    _pass(s)
    # Breaker takes its one counter this turn; next turn no card has room
    s.pick("activate", PB)
    if duel.request.kind == "select":
        s.pick("select", BK)
    _pass(s)
    s.end_turn()
    _pass(s)
    assert duel.turn == 4 and not s.has("activate", PB)
    assert _counters(duel, bk) == 1


def test_pitch_black_power_stone_is_destroyed_with_its_last_counter():
    """Q: I move one counter a turn onto Skilled White Magician: in my turn, in my opponent's turn (a
    Trap's effect: either turn), and in my next turn. A: with the third move the Stone holds none and
    is destroyed; Skilled White Magician holds 3."""
    table = Table(turn=3, turn_player=0)
    swm = table.monster(0, SWM)
    pb = table.spell_trap(0, PB)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PB)
    _pass(s)
    for turn in (3, 4, 5):
        assert duel.turn == turn
        if duel.request.player != 0:
            s.pick("battle", player=1)      # (a window for me in my opponent's turn)
        s.pick("activate", PB, player=0)
        if duel.request.kind == "select":
            s.pick("select", SWM)
        _pass(s)
        if turn < 5:
            s.end_turn()
            _pass(s)
    assert _counters(duel, swm) == 3
    assert grave(duel, 0) == [PB] and pb.card(duel).location == "grave"
