"""Skilled White Magician gets no Spell Counter for a Pendulum Effect: it is a Spell Card's
effect, not the activation of a Spell Card.

Seed 000 §當作魔法卡的靈擺怪獸 (a Pendulum Effect is a Spell Card's effect; a Pendulum Monster's
activation in a Pendulum Zone is a Spell Card's activation: that one counts,
tests/cards/test_skilled_white_magician_counts_a_pendulum_activation_r48a.py). Skilled White
Magician's text: each time a Spell Card's activation resolves, it gets a Spell Counter."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def test_dragonpit_magicians_pendulum_effect_gives_no_spell_counter():
    """Q: my Skilled White Magician is face-up; I use Dragonpit Magician's Pendulum Effect
    (discarding Mandragon) to destroy my opponent's Set card. A counter? A: no."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Skilled White Magician")
    table.pendulum(0, "Dragonpit Magician", "right")
    table.hand(0, "Mandragon")
    force = table.spell_trap(1, "Mirror Force", zone=2)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dragonpit Magician")
    if duel.request.kind == "select":
        s.pick("select", "Mandragon")
    s.pick("target", force)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert force.card(duel).location == "grave"
    assert [e for e in of_type(duel, "counter") if e["name"] == "Skilled White Magician"] == []
