"""Interdimensional Matter Transporter whose target changes control in its chain (round 48c).

Interdimensional Matter Transporter's text: target 1 face-up monster you control; banish it until
the End Phase. Seed 000 §対象をとる (a target that no longer fits the text when the effect
resolves is not affected): taken by the opponent's Enemy Controller in answer, the monster is no
longer one "you control", so it is not banished."""

from duelist.testing.reads import banished
from duelist.testing.scenario import Script, Table


def test_transporter_banishes_nothing_once_enemy_controller_took_its_target():
    """Q: I activate Interdimensional Matter Transporter on my Battle Ox; my opponent chains
    Enemy Controller, Tributing their Celtic Guardian to take Battle Ox. What is banished?
    A: nothing: Battle Ox stays on my opponent's field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Enemy Controller")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Interdimensional Matter Transporter", request="idle")
    s.pick("target", ox)
    chain = s.expect(request="chain", player=1)
    s.answer([o for o in chain.options if o.name == "Enemy Controller"][1])   # its 2nd effect
    s.pick("select", "Celtic Guardian", request="select")
    s.pick("target", ox, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert banished(duel, 0) == []
    assert [c.name for c in duel.monsters(1)] == ["Battle Ox"]
