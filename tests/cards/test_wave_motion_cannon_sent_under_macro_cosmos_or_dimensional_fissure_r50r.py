"""Wave-Motion Cannon's cost (send this face-up card to the GY) under a "banished instead of the GY"
card.

A cost that sends a card to the GY cannot be paid while that card would be banished instead:
the cost is paid in full or not at all, and the card or effect cannot be activated (the reading
of tests/rules/test_a_cost_that_sends_a_card_to_the_gy_under_macro_cosmos_r40d.py: Effect Veiler,
Elemental HERO Prisma; Card Rulings: Macro Cosmos, yugipedia). Macro Cosmos banishes any card
sent to the GY, so Wave-Motion Cannon cannot be sent. Dimensional Fissure banishes only monsters
sent to the GY: Wave-Motion Cannon, a Spell Card, still reaches the GY, so it may be sent, and
its effect resolves (seed 000 §卡片種類 › 魔法卡: a Continuous Spell is no monster)."""

from duelist.testing.reads import banished, grave, of_type
from duelist.testing.scenario import Script, Table


def _cannon_beside(floodgate):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Wave-Motion Cannon", face_down=False)
    table.spell_trap(1, floodgate, face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table.build()


def test_wave_motion_cannon_cannot_be_sent_under_macro_cosmos():
    """Q: my opponent's Macro Cosmos is face-up; may I send my Wave-Motion Cannon to the GY for
    its damage? A: no: it would be banished instead, so its cost cannot be paid."""
    duel = _cannon_beside("Macro Cosmos")
    assert not Script(duel).has("activate", "Wave-Motion Cannon")


def test_wave_motion_cannon_may_be_sent_under_dimensional_fissure():
    """Q: and under Dimensional Fissure? A: yes: Dimensional Fissure banishes only monsters; the
    Cannon goes to my GY, not banished, and its effect resolves."""
    duel = _cannon_beside("Dimensional Fissure")
    s = Script(duel)
    s.pick("activate", "Wave-Motion Cannon")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Wave-Motion Cannon"] and banished(duel, 0) == []
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Wave-Motion Cannon"]
