"""Stealth Bird turns itself face-down once per turn: an activation whose effect Effect Veiler
negated still used that turn's activation (its text: once per turn; seed 000 §起動效果: an effect
whose activation is not negated was activated, its use spent even if its effect is negated).
The Bird stays face-up, and its effect is not offered again that turn."""

from duelist.testing.scenario import Script, Table


def test_stealth_bird_negated_by_effect_veiler_is_not_offered_again_that_turn():
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(1, "Stealth Bird")
    table.hand(0, "Effect Veiler")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stealth Bird", player=1)
    s.pick("activate", "Effect Veiler", player=0)
    if duel.request.kind == "target":
        s.pick("target", "Stealth Bird", request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert [(c.name, c.position) for c in duel.monsters(1)] == [("Stealth Bird", "attack")]
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert not s.has("activate", "Stealth Bird")
