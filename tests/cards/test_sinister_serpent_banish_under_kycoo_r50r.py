"""Sinister Serpent (today's text): once it returned to its owner's hand in their Standby Phase,
in the opponent's next End Phase its owner banishes 1 Sinister Serpent from their GY. Kycoo the
Ghost Destroyer face-up on the opponent's field: "your opponent cannot banish cards from either
GY" (its text; tests/rules/test_banishing_from_a_gy_under_necrovalley_r40a.py reads the same bar
for Necrovalley and Kycoo). The banishment cannot be done: the Serpent discarded again stays in
the GY (the script's own note says the same of Necrovalley: nothing is banished). Without Kycoo
it is banished.

Position (MR5): turn 3 begins at player 0's Standby Phase with Sinister Serpent in their GY;
it returns to the hand; player 0 discards it again for Tribe-Infecting Virus; turn 4 (player 1)
ends."""

import pytest

from duelist.testing.reads import banished, grave, hand
from duelist.testing.scenario import Script, Table


def _serpent_back_in_the_gy_at_the_opponents_end_phase(kycoo):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="standby")
    table.grave(0, "Sinister Serpent")
    table.monster(0, "Tribe-Infecting Virus")
    if kycoo:
        table.monster(1, "Kycoo the Ghost Destroyer")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("yes", "Sinister Serpent", player=0, request="yes_no")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert hand(duel, 0) == ["Sinister Serpent"]
    s.pick("activate", "Tribe-Infecting Virus")
    s.pick("select", "Sinister Serpent")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])      # the declared Type
    assert "Sinister Serpent" in grave(duel, 0)
    s.end_turn()
    s.end_turn()                                   # player 1's turn 4 ends: its End Phase
    assert duel.turn == 5
    return duel


@pytest.mark.parametrize("kycoo,stays", [(True, True), (False, False)])
def test_sinister_serpent_is_not_banished_while_the_opponent_controls_kycoo(kycoo, stays):
    """Q: my opponent controls a face-up Kycoo the Ghost Destroyer when Sinister Serpent should be
    banished from my GY. A: it cannot be: it stays in my GY. (Without Kycoo it is banished.)"""
    duel = _serpent_back_in_the_gy_at_the_opponents_end_phase(kycoo)
    assert ("Sinister Serpent" in grave(duel, 0)) is stays
    assert banished(duel, 0) == ([] if stays else ["Sinister Serpent"])
