"""Solemn Judgment negates the activation of a Pendulum Monster in a Pendulum Zone (round 48a).

Seed 000 §當作魔法卡的靈擺怪獸: a Pendulum Monster activated in a Pendulum Zone is activated as a
Spell Card, and while there it is a Spell Card. Solemn Judgment negates the activation of a
Spell or Trap Card (its text), so it negates that activation as Magic Jammer, which negates a
Spell Card's activation, does (tests/rules/test_pendulum.py). The negated card is destroyed and goes to the GY (it never was a
face-up Pendulum Monster on the field, so not to the Extra Deck)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def test_solemn_judgment_negates_flash_knight_activated_as_a_pendulum_scale():
    """Q: I activate Flash Knight in my Pendulum Zone; may my opponent Solemn Judgment it? A:
    yes: that is the activation of a Spell Card. They pay half their LP, the activation is
    negated and Flash Knight is destroyed: it goes to my GY, and my Pendulum Zones stay
    empty."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Flash Knight")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Flash Knight", zone=4)
    assert s.has("activate", "Solemn Judgment")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert "Flash Knight" in grave(duel, 0) and duel.players[0].extra == []
    assert duel.pendulum_zones(0) == [None, None]
    assert lp(duel) == (8000, 4000)
