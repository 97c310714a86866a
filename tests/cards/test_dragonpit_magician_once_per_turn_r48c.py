"""Dragonpit Magician's Pendulum Effect is once per turn (round 48c).

Dragonpit Magician's Pendulum Effect: once per turn, discard 1 Pendulum Monster to target 1
Spell/Trap on the field; destroy it. With a second Pendulum Monster in hand and a second target,
the effect is used once; it is not offered again that turn."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_dragonpit_magician_is_not_offered_again_in_the_same_turn():
    """Q: I hold two Mandragon; my opponent has two Set cards. I use Dragonpit Magician's
    Pendulum Effect on one. May I use it again on the other this turn? A: no: once per turn."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.pendulum(0, "Dragonpit Magician", "right")
    table.hand(0, "Mandragon", "Mandragon")
    force = table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dragonpit Magician")
    if duel.request.kind == "select":
        s.pick("select", "Mandragon", first=True)
    s.pick("target", force)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Mirror Force" in grave(duel, 1)
    assert not s.has("activate", "Dragonpit Magician")
