"""Gravekeeper's Chief: "you can only control 1". A second copy cannot be Summoned
(tests/cards/test_gravekeepers.py); taken by a control change while its taker controls one, the
duplicate is destroyed at once by the game's rules, with no chain (fusion-helper-tool judge notes
41, "The Highlander Clause: You can only control 1 [Card Name]": the take is legal, the
now-duplicate copy is destroyed by game mechanics; its examples: Mind Control on a Kaiju, Bujin
Yamato). One third-party source, modern rulings: the MR5 preset only.

Round 50r found player 0 keeping two Chiefs after Change of Heart (request 5 in
/work/reports/h50r-requests.md): a strict xfail, beside a Creature Swap control (each player
still controls one)."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

CHIEF = "Gravekeeper's Chief"


def _two_chiefs(card):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, CHIEF)
    table.monster(0, "Battle Ox")
    table.monster(1, CHIEF)
    table.hand(0, card)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    return table.build()


@pytest.mark.xfail(strict=True, reason="h50r request 5: a taken duplicate of an only-1 monster stays")
def test_a_second_gravekeepers_chief_taken_with_change_of_heart_is_destroyed():
    """Q: I control Gravekeeper's Chief and take my opponent's with Change of Heart. A: the
    take happens, then I would control two: the duplicate is destroyed by the rules; I control
    one Chief, and one Chief is in a GY."""
    duel = _two_chiefs("Change of Heart")
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.answer([o for o in duel.request.options if o.kind == "target" and o.name == CHIEF][0])
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0).count(CHIEF) == 1
    assert (grave(duel, 0) + grave(duel, 1)).count(CHIEF) == 1


def test_creature_swap_of_the_chiefs_leaves_each_player_one():
    """Control: Creature Swap gives my Chief for theirs: each player still controls one Chief,
    nothing is destroyed."""
    duel = _two_chiefs("Creature Swap")
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    for _ in range(8):
        if duel.request.kind == "idle":
            break
        if duel.request.kind == "chain":
            s.pick("pass")
            continue
        chiefs = [o for o in duel.request.options if o.name == CHIEF]
        s.answer(chiefs[0] if chiefs else duel.request.options[0])
    assert field_monsters(duel, 0).count(CHIEF) == 1
    assert field_monsters(duel, 1).count(CHIEF) == 1
    assert grave(duel, 0) == ["Creature Swap"] and grave(duel, 1) == []
