"""Dimensional Fissure banishing a face-down monster destroyed by Dark Hole: the card is banished
face-up, public (round 51t, hidden and public information).

Seed 001 §除外: a banished card is face-up unless an effect says otherwise (除外的卡一般為表側表示，
對方玩家可以確認); face-down banished cards are the exception (Different Dimension Capsule). Dimensional
Fissure sends monsters that would go to the GY to the banishment instead and does not say
face-down, so the Set monster destroyed is shown to both players once it is banished."""

from duelist.engine.events import public_form
from duelist.testing.scenario import Script, Table


def _dark_hole_under(floodgate):
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(0, floodgate, face_down=False)
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    while duel.request.kind != "idle":
        s.pick("pass")
    return duel


def test_dimensional_fissure_banishes_the_set_monster_face_up_for_both_to_see():
    """Q: under Dimensional Fissure my Dark Hole destroys my opponent's Set Mystical Elf. A: it is
    banished face-up: my view, a spectator's view and the public log name it."""
    duel = _dark_hole_under("Dimensional Fissure")
    assert [(c.name, c.face_up) for c in duel.players[1].banished] == [("Mystical Elf", True)]
    for viewer in (0, None):
        assert [c.get("name") for c in duel.view(viewer)["players"][1]["banished"]] == ["Mystical Elf"]
    moved = [e for e in duel.log if e["type"] == "to_banished" and e["from"] == "mzone"]
    assert len(moved) == 1 and public_form(moved[0])["name"] == "Mystical Elf"
