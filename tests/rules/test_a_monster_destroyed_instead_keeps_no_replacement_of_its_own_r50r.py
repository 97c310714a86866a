"""A card destroyed in place of another by a replacement effect cannot itself be saved by a
replacement: the first replacement settled that destruction event (engine/destruction.py: "it
cannot itself be saved by another replacement (it is already a replacement)"; fusion-helper-tool
judge notes 83, "Destruction Replacement (Substitution) Effects", Rule 2: a redirected card
cannot use its own replacement to escape).

Player 1's Mystical Space Typhoon targets player 0's Set Pot of Greed; player 0's Proxy Dragon
(MR5, zone 1) points to X-Head Cannon (zone 0), which holds Y-Dragon Head (a Union: "if the
equipped monster would be destroyed, destroy this card instead"). Player 0 destroys X-Head Cannon
instead: X-Head Cannon is destroyed (Y-Dragon Head does not take its place), and Y-Dragon Head,
an Equip Card whose monster left, follows it to the GY by the rules."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def test_x_head_cannon_destroyed_instead_by_proxy_dragon_is_not_saved_by_its_union():
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Proxy Dragon", zone=1, summon_kind="link")
    x = table.monster(0, "X-Head Cannon", zone=0)
    table.spell_trap(0, "Y-Dragon Head", face_down=False, equipped_to=x)
    table.spell_trap(0, "Pot of Greed")
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.answer([o for o in duel.request.options if o.kind == "target" and "Set card" in o.label][0])
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", player=0, request="yes_no")
    if duel.request.kind == "select":
        s.pick("select", "X-Head Cannon")
    assert field_monsters(duel, 0) == ["Proxy Dragon"]
    assert sorted(grave(duel, 0)) == ["X-Head Cannon", "Y-Dragon Head"]
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Pot of Greed"]
    assert [e["name"] for e in of_type(duel, "destroy_replaced")] == ["Proxy Dragon"]
