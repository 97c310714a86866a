"""Change of Heart taking a face-down monster, and giving it back in the End Phase: who learns
what (round 51t, hidden information).

Seed 001 §里側守備表示: a face-down monster is not public to the opponent, and its controller may
look at it at any time. The taker controls it for the turn: they may see it; it goes back still
face-down, and neither move names it in the public log."""

from duelist.engine.events import event_for, public_form
from duelist.testing.scenario import Script, Table


def _taken():
    table = Table(turn=3, turn_player=0)
    elf = table.monster(1, "Mystical Elf", position="set")
    table.hand(0, "Change of Heart")
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", elf)
    while duel.request.kind != "idle":
        s.pick("pass")
    return duel, s


def test_the_taker_may_look_at_the_face_down_monster_for_the_turn():
    """Q: I take my opponent's Set Mystical Elf with Change of Heart. A: it stays face-down; I may
    see it (my view, my menu's Flip Summon offer); a spectator may not."""
    duel, s = _taken()
    mine = [c for c in duel.view(0)["players"][0]["monsters"] if c is not None]
    assert [c.get("name") for c in mine] == ["Mystical Elf"] and mine[0]["position"] == "set"
    assert s.has("flip_summon", "Mystical Elf")
    spectator = [c for c in duel.view(None)["players"][0]["monsters"] if c is not None]
    assert len(spectator) == 1 and "name" not in spectator[0]


def test_it_goes_back_face_down_without_being_named_in_public():
    """A: in the End Phase it returns to my opponent still face-down; the `control` events name
    it only to the player who gets it."""
    duel, s = _taken()
    s.pick("end_turn")
    while duel.turn == 3:
        s.pick("pass")
    assert [c.name for c in duel.monsters(1)] == ["Mystical Elf"] and not duel.monsters(1)[0].face_up
    controls = [e for e in duel.log if e["type"] == "control"]
    assert [e["player"] for e in controls] == [0, 1]
    assert all("name" not in public_form(e) for e in controls)
    assert event_for(controls[0], 0)["name"] == "Mystical Elf"
    assert event_for(controls[1], 1)["name"] == "Mystical Elf"
    assert not [c for c in duel.view(0)["players"][1]["monsters"] if c is not None and "name" in c]
