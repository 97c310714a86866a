"""Deck Devastation Virus watches the opponent's draws "until the end of the opponent's 3rd turn"
(round 51p). Only the opponent's turns are counted. Activated in its player's own turn, the
opponent's next turn is the 1st; activated in the opponent's turn (it is a Trap), that turn is the
1st, so the watch ends with the opponent's 3rd End Phase after the activation, counting that turn.

Seed 000 【1】..【6】 (the turn and its phases); the duration is the card's own text.
Source: yugioh-wiki 「ウイルス」 (the Virus cards' shared notes: ターンは相手ターンのみを数える;
自分ターンに発動した場合、次の相手ターンが1ターン目; 相手ターンに発動した場合、そのターンが1ターン目;
つまり発動後3回目の相手エンドフェイズまで適用される)."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

BEWD = "Blue-Eyes White Dragon"


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _to_turn(duel, s, turn):
    while duel.turn < turn:
        _resolve(duel, s)
        s.end_turn()
        _resolve(duel, s)


def _activate_virus(duel, s):
    s.pick("activate", "Deck Devastation Virus", player=0)
    s.pick("select", "Summoned Skull", request="select")
    _resolve(duel, s)


def test_virus_activated_in_its_own_turn_watches_the_next_three_opponents_turns():
    """Q: in my turn 3 I activate Deck Devastation Virus. My opponent draws Blue-Eyes, then
    Mystical Elf in turns 4 and 6... which draws are checked? A: the draws of turns 4, 6 and 8
    (the Mystical Elf of turn 8 is destroyed); the one of turn 10 is not."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Summoned Skull")
    table.spell_trap(0, "Deck Devastation Virus")
    table.deck(0, ["Battle Ox"] * 6)
    table.deck(1, [BEWD, BEWD, "Mystical Elf", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    _activate_virus(duel, s)
    _to_turn(duel, s, 9)
    assert grave(duel, 1) == ["Mystical Elf"]          # drawn in turn 8, the 3rd: destroyed
    _to_turn(duel, s, 11)
    assert grave(duel, 1) == ["Mystical Elf"]          # drawn in turn 10: kept
    assert [c.name for c in duel.players[1].hand].count("Mystical Elf") == 1


@pytest.mark.xfail(strict=True, reason="request h51p-1: the opponent's turn of the activation is not counted")
def test_virus_activated_in_the_opponents_turn_counts_that_turn_as_the_first():
    """Q: my opponent's turn 4: I activate my Set Deck Devastation Virus (Tributing Summoned
    Skull). They draw Blue-Eyes in turns 6 and 8, Mystical Elf in turn 10. Is the Elf
    destroyed? A: no. Turn 4 was the opponent's 1st turn of the count, 6 the 2nd, 8 the 3rd;
    the watch ended with turn 8's End Phase."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Summoned Skull")
    table.spell_trap(0, "Deck Devastation Virus")
    table.deck(0, ["Battle Ox"] * 6)
    table.deck(1, [BEWD, BEWD, "Mystical Elf", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=1)            # the opponent would end the turn: I answer
    _activate_virus(duel, s)
    assert duel.turn == 4
    _to_turn(duel, s, 11)
    assert grave(duel, 1) == []
    assert [c.name for c in duel.players[1].hand] == [BEWD, BEWD, "Mystical Elf"]
