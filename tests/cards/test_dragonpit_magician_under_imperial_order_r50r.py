"""Dragonpit Magician's Pendulum Effect (discard 1 Pendulum Monster, a cost; destroy 1 targeted
Spell/Trap) under Imperial Order (negate all Spell effects on the field).

A Pendulum Effect is a Spell Card's effect (seed 000 §當作魔法卡的靈擺怪獸;
tests/rules/test_pendulum.py `test_pendulum_effects_are_spell_effects_imperial_order_negates_them`).
Imperial Order does not stop its activation; it negates the effect as it resolves, and the cost
paid stays paid (tests/rules/test_negated_activations_and_their_costs_r38r.py: a cost is not
given back). A Pendulum Monster discarded from the hand goes to the GY, not the Extra Deck
(seed 000 §靈擺怪獸: only one sent from the field goes face-up to the Extra Deck)."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("imperial_order", [False, True])
def test_dragonpit_magician_under_imperial_order_pays_its_discard_and_destroys_nothing(imperial_order):
    """Q: under my opponent's Imperial Order I discard Flash Knight for Dragonpit Magician's
    Pendulum Effect, targeting their Set card. A: Flash Knight is in my GY (the cost), and the
    Set card is not destroyed. (Without Imperial Order it is.)"""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, "Dragonpit Magician", "left")
    table.hand(0, "Flash Knight")
    table.spell_trap(1, "Pot of Greed")
    if imperial_order:
        table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dragonpit Magician")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        elif duel.request.kind == "target":
            s.answer([o for o in duel.request.options if "Set card" in o.label][0])
        else:
            s.answer(duel.request.options[0])
    assert grave(duel, 0) == ["Flash Knight"]
    assert [c.name for c in duel.players[0].extra] == []
    still_there = [c.name for c in duel.players[1].szone if c is not None]
    assert ("Pot of Greed" in still_there) is imperial_order
