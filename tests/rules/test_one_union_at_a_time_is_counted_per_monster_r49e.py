"""The 2005 Union text's "1 monster can only be equipped with 1 Union Monster at a time" is
counted per monster (round 49e; seed 004 §特殊效果怪兽, Union; the rule itself:
tests/rules/test_union_monsters.py): a Union monster equipped to one X-Head Cannon leaves a
second X-Head Cannon free to take another Union monster."""

from duelist.testing.scenario import Script, Table


def test_2005_z_metal_tank_may_equip_to_the_x_head_cannon_that_holds_no_union():
    """GOAT, player 0's Main Phase 1: two X-Head Cannons (zones 0 and 1), Y-Dragon Head and
    Z-Metal Tank. Y-Dragon Head equips itself to the first Cannon; Z-Metal Tank is then
    offered the second Cannon alone (not the first, which holds a Union monster; Y-Dragon Head
    is an Equip Card now), and equips to it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    first = table.monster(0, "X-Head Cannon", zone=0)
    second = table.monster(0, "X-Head Cannon", zone=1)
    table.monster(0, "Y-Dragon Head", zone=2)
    table.monster(0, "Z-Metal Tank", zone=3)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Y-Dragon Head", request="idle")
    targets = [o for o in duel.request.options if o.kind == "target"]
    s.pick("target", first=True)      # (the first Cannon, zone 0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle"
    assert duel.equipped_to(duel.players[0].szone[0]) is first.card(duel)
    assert s.has("activate", "Z-Metal Tank")
    s.pick("activate", "Z-Metal Tank", request="idle")
    offered = [o.card for o in duel.request.options if o.kind == "target"]
    assert offered == [second.card(duel).uid], (offered, targets)
    s.pick("target", first=True)
    while duel.request.kind == "chain":
        s.pick("pass")
    equipped = {duel.players[0].szone[i].name: duel.equipped_to(duel.players[0].szone[i]) for i in (0, 1)}
    assert equipped == {"Y-Dragon Head": first.card(duel), "Z-Metal Tank": second.card(duel)}
