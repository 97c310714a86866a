"""Vampire Lord: "if this card is destroyed by your opponent's card effect and sent to your
GY, Special Summon it during your next Standby Phase" (the 2005 text under the Goat rules and
the OCG text, 次の自分のスタンバイフェイズ): its owner's next Standby Phase, never the
opponent's - this turn's if its owner's turn has not reached it yet. A mandatory trigger of
the GY (seed 000 §誘發效果); the other cases (destroyed in the opponent's turn, by its own
controller's card, by battle): test_zombies_and_cyber_jar.py."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _to_idle(s, duel):
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])


@pytest.mark.parametrize("rules", ["GOAT", None])
def test_vampire_lord_destroyed_by_a_trap_in_its_owners_main_phase_skips_the_opponents_standby_phase(rules):
    """Player 0 Normal Summons Battle Ox in turn 3; player 1 answers with Torrential Tribute,
    which destroys it and player 0's Vampire Lord. Turn 4 is player 1's: its Standby Phase
    passes with Vampire Lord in the GY. In turn 5, player 0's Standby Phase, it comes back."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.monster(0, "Vampire Lord")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Torrential Tribute")
    table.deck(0, ["Celtic Guardian", "Mystical Elf", "Battle Ox"])
    table.deck(1, ["Celtic Guardian", "Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Torrential Tribute", player=1)
    _to_idle(s, duel)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Vampire Lord"]
    s.end_turn()
    assert duel.turn == 4 and duel.turn_player == 1 and duel.request.kind == "idle"
    assert field_monsters(duel, 0) == []
    s.end_turn()
    s.pick("option", "Attack Position", request="option", player=0)
    assert duel.turn == 5 and field_monsters(duel, 0) == ["Vampire Lord"]


def test_vampire_lord_destroyed_in_its_owners_draw_phase_comes_back_in_that_turns_standby_phase():
    """Destroyed by player 1's Ring of Destruction (2005 text: any face-up monster) in player
    0's Draw Phase of turn 3: "your next Standby Phase" is the one still to come that same
    turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw")
    table.monster(0, "Vampire Lord")
    table.spell_trap(1, "Ring of Destruction")
    table.deck(0, ["Celtic Guardian", "Mystical Elf", "Battle Ox"])
    table.deck(1, ["Celtic Guardian", "Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    assert duel.phase == "draw"
    s.pick("activate", "Ring of Destruction", player=1)
    s.pick("target", "Vampire Lord", player=1)
    # destroyed in the Draw Phase; the Standby Phase that follows revives it
    kinds = [e["type"] if e["type"] != "phase" else e["phase"] for e in duel.log
             if e["type"] in ("destroyed", "phase")]
    assert kinds == ["draw", "destroyed", "standby"]
    s.expect(request="option", player=0)
    assert duel.turn == 3 and duel.phase == "standby"
    s.pick("option", "Attack Position", request="option", player=0)
    assert duel.turn == 3 and field_monsters(duel, 0) == ["Vampire Lord"]
