"""Bottomless Shifting Sand (76532077) activated during an End Phase (round 56a).

Sources: yugioh-wiki.net 《底なし流砂》 (activated during the opponent's End Phase, it still
destroys in that End Phase); seed 004 §结束阶段 (the End Phase's effects are carried out while
the phase lasts, before the hand is adjusted). A card whose activation resolves in an End Phase
is face-up from then on: its trigger "during the (opponent's) End Phase" is asked then, once,
as the phase's own start would have asked it. Which End Phase counts is the card's own text:
its controller's opponent's only. Both presets (the 2005 text "at the end of your opponent's
turn" does the same)."""

import pytest

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table

FILLER = ["Hitotsu-Me Giant", "Beaver Warrior", "Mystical Elf", "Koumori Dragon", "Celtic Guardian"]
SAND = "Bottomless Shifting Sand"


def _table(rules, turn_player):
    table = Table(turn=4 if turn_player == 1 else 3, turn_player=turn_player,
                  **({} if rules == "default" else {"rules": rules}))
    table.spell_trap(0, SAND)
    table.hand(0, *FILLER)
    table.deck(0, ["Battle Ox"])
    table.deck(1, ["Battle Ox"])
    return table


def _activate_in_end_phase(duel, s):
    """End the turn; in the End Phase player 0 activates the Set Sand once; every other ask passes."""
    s.pick("end_turn")
    activated = False
    while duel.request is not None and duel.request.kind == "chain":
        if not activated and duel.phase == "end" and duel.request.player == 0 and s.has("activate", SAND):
            s.pick("activate", SAND)
            activated = True
        else:
            s.pick("pass")
    return activated


@pytest.mark.parametrize("rules", ["GOAT", "default"])
def test_bottomless_shifting_sand_activated_in_the_end_phase_destroys_once(rules):
    """Q: in my opponent's End Phase I activate my Set Bottomless Shifting Sand; they control
    Summoned Skull (2500) and Battle Ox (1700). A: it destroys in that End Phase, once: Summoned
    Skull goes to the GY, Battle Ox (now the highest) stays; its destruction is a chain link of
    its own after the activation's chain."""
    table = _table(rules, 1)
    table.monster(1, "Summoned Skull")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert _activate_in_end_phase(duel, s)
    assert duel.turn == 5 and duel.players[0].szone[0].face_up
    assert grave(duel, 1) == ["Summoned Skull"] and [c.name for c in duel.monsters(1)] == ["Battle Ox"]
    sand_links = [e for e in of_type(duel, "chain") if e["name"] == SAND]
    assert [e["link"] for e in sand_links] == [1, 1]     # its activation, then its End Phase effect


def test_bottomless_shifting_sand_activated_in_my_own_end_phase_destroys_nothing():
    """Q: I activate Bottomless Shifting Sand in my own End Phase, Summoned Skull on my
    opponent's field. A: only my opponent's End Phase counts: nothing is destroyed."""
    table = _table("GOAT", 0)
    table.hand(0, *FILLER[:1])
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    assert _activate_in_end_phase(duel, s)
    assert grave(duel, 1) == [] and [c.name for c in duel.monsters(1)] == ["Summoned Skull"]
    assert duel.players[0].szone[0].face_up
