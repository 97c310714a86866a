"""Gladiator Beast Gyzarus (48156348): "when this card is Special Summoned: you can target up to 2
cards on the field; destroy them" (the OCG's 特殊召喚に成功した時...発動できる, 2008 and today).
An optional "when" effect misses the timing when the summon was not the last thing to happen
(seed 000 §誘發效果): summoned by Chain Link 2, Chain Link 1 still resolves after it."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _table():
    table = Table(rules="MR5", turn=3, turn_player=0)
    gyzarus = table.grave(0, "Gladiator Beast Gyzarus")
    table.properly_summoned(gyzarus)
    table.spell_trap(0, "Call of the Haunted")
    force = table.spell_trap(1, "Mirror Force")
    table.deck(0, ["Battle Ox"] * 3)
    return table, force


def _revive(s):
    s.pick("target", "Gladiator Beast Gyzarus")
    while s.duel.request.kind == "chain":
        s.pick("pass", first=True)


def test_gladiator_beast_gyzarus_revived_by_call_of_the_haunted_destroys_up_to_two_cards():
    """Call of the Haunted's summon is the last thing to happen: Gyzarus's effect is offered,
    and it destroys the opponent's Set Mirror Force."""
    table, force = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    _revive(s)
    assert field_monsters(duel, 0) == ["Gladiator Beast Gyzarus"]
    assert of_type(duel, "missed_timing") == []
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", force)
    s.pick("done")
    while duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert grave(duel, 1) == ["Mirror Force"]


def test_gladiator_beast_gyzarus_revived_by_chain_link_2_misses_the_timing():
    """Player 0 activates Mystical Space Typhoon on the Set Mirror Force (Chain Link 1) and
    chains Call of the Haunted on Gyzarus (Chain Link 2). Gyzarus comes back first, then
    Chain Link 1 destroys Mirror Force: the summon is not the last thing to happen, so its
    "when" effect misses the timing (a missed_timing happening) and is never offered."""
    table, force = _table()
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", force)
    s.pick("activate", "Call of the Haunted", player=0)
    _revive(s)
    assert field_monsters(duel, 0) == ["Gladiator Beast Gyzarus"]
    assert grave(duel, 1) == ["Mirror Force"]
    assert [e["name"] for e in of_type(duel, "missed_timing")] == ["Gladiator Beast Gyzarus"]
    assert duel.request.kind == "idle" and duel.request.player == 0
