"""Gladiator Beast Gyzarus answers its own Special Summon only (round 47a).

The card's text: WHEN THIS CARD is Special Summoned, it may destroy up to 2 cards on the field.
Another monster's Special Summon while Gyzarus is on the field starts nothing (seed 000
§誘発効果: a trigger starts on the event its text names)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_another_monsters_special_summon_does_not_start_gyzarus():
    """Q: Gladiator Beast Gyzarus is face-up on my field; I Special Summon Battle Ox from my GY
    with Monster Reborn. May Gyzarus destroy cards now? A: no: it was not Gyzarus that was
    Special Summoned; I am back at my Main Phase and my opponent's Set card stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Gladiator Beast Gyzarus", summon_kind="proc")
    table.grave(0, "Battle Ox")
    table.hand(0, "Monster Reborn")
    waboku = table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", "Battle Ox", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle"
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Gladiator Beast Gyzarus"]
    assert waboku.card(duel).location == "szone"
