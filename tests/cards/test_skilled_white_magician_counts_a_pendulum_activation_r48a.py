"""Skilled White Magician counts a Pendulum Monster activated as a Spell Card (round 48a).

Seed 000 §當作魔法卡的靈擺怪獸: a Pendulum Monster activated in a Pendulum Zone is activated as a
Spell Card. Skilled White Magician's text: each time a Spell Card's activation resolves, it
gets a Spell Counter (3 at most). So a Pendulum scale's activation that resolves places one,
as a Spell from the hand does, and a negated one places none (as for any Spell: round 40a's
tests/cards/test_skilled_white_magician_rulings_r40a.py)."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def test_flash_knight_activated_in_a_pendulum_zone_gives_a_spell_counter():
    """Q: my Skilled White Magician is face-up and I activate Flash Knight in my Pendulum Zone;
    it resolves. Does the Magician get a Spell Counter? A: yes: that was the activation of a
    Spell Card; it now holds 1."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Skilled White Magician")
    table.hand(0, "Flash Knight")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Flash Knight", zone=4)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.pendulum_zones(0)[1] is not None
    counts = [e["count"] for e in of_type(duel, "counter") if e["name"] == "Skilled White Magician"]
    assert counts == [1]


def test_flash_knight_negated_by_magic_jammer_gives_no_spell_counter():
    """Q: the same, but my opponent negates Flash Knight's activation with Magic Jammer (Flash
    Knight is destroyed and goes to my GY). A: no counter: only a Spell Card activation that
    resolves counts, as for a Spell from the hand."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Skilled White Magician")
    table.hand(0, "Flash Knight")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Flash Knight", zone=4)
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.pendulum_zones(0) == [None, None]
    assert [e for e in of_type(duel, "counter") if e["name"] == "Skilled White Magician"] == []
