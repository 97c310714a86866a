"""Macro Cosmos banishing a Set Trap destroyed by Mystical Space Typhoon: the card is banished
face-up, public (round 51t, hidden and public information).

Seed 001 §除外: a banished card is face-up unless an effect says otherwise (除外的卡一般為表側表示，
對方玩家可以確認). Macro Cosmos sends every card that would go to the GY to the banishment instead
and does not say face-down: the Set card destroyed is shown to both players once banished."""

from duelist.engine.events import public_form
from duelist.testing.scenario import Script, Table


def test_macro_cosmos_banishes_a_set_trap_destroyed_face_up():
    """Q: under my face-up Macro Cosmos, my Mystical Space Typhoon destroys my opponent's Set Mirror
    Force. A: it is banished face-up, named to both players and a spectator."""
    table = Table(turn=3, turn_player=0)
    force = table.spell_trap(1, "Mirror Force")
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", force)
    while duel.request.kind != "idle":
        s.pick("pass")
    assert [(c.name, c.face_up) for c in duel.players[1].banished] == [("Mirror Force", True)]
    for viewer in (0, None):
        assert [c.get("name") for c in duel.view(viewer)["players"][1]["banished"]] == ["Mirror Force"]
    moved = [e for e in duel.log if e["type"] == "to_banished" and e["from"] == "szone" and e["player"] == 1]
    assert len(moved) == 1 and public_form(moved[0])["name"] == "Mirror Force"
