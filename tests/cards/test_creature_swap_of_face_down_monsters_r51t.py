"""Creature Swap trading two face-down monsters: who learns what (round 51t, hidden information).

Seed 001 §里側守備表示: a face-down monster's name, Level and the rest are not public to the
opponent, and ITS CONTROLLER may look at it at any time (該卡的控制者可以隨時確認里側表示怪獸). After the
swap each player controls the other's Set monster: each may now see the one they received; a
spectator sees neither (docs/protocol.md: `control` names the monster privately to its new
controller)."""

from duelist.engine.events import public_form
from duelist.testing.scenario import Script, Table


def _swap():
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox", position="set")
    table.monster(1, "Mystical Elf", position="set")
    table.hand(0, "Creature Swap")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    while duel.request.kind != "idle":
        s.pick("pass")
    return duel


def _seen(duel, viewer, name):
    return [c for side in duel.view(viewer)["players"] for c in side["monsters"]
            if c is not None and c.get("name") == name]


def test_each_player_may_look_at_the_face_down_monster_they_now_control():
    """Q: I swap my Set Battle Ox for my opponent's Set Mystical Elf. A: I may look at the Elf I
    now control, my opponent at the Battle Ox; both stay face-down."""
    duel = _swap()
    assert [c.name for c in duel.monsters(0)] == ["Mystical Elf"]
    assert [c.name for c in duel.monsters(1)] == ["Battle Ox"]
    assert all(not c.face_up for c in duel.monsters(0) + duel.monsters(1))
    assert _seen(duel, 0, "Mystical Elf") and _seen(duel, 1, "Battle Ox")


def test_nobody_else_learns_them():
    """A: neither the player who gave a monster away (the view follows the controller), nor a
    spectator, is shown the monster they do not control; the public log names neither."""
    duel = _swap()
    assert not _seen(duel, 0, "Battle Ox") and not _seen(duel, 1, "Mystical Elf")
    assert not _seen(duel, None, "Battle Ox") and not _seen(duel, None, "Mystical Elf")
    controls = [public_form(e) for e in duel.log if e["type"] == "control"]
    assert len(controls) == 2 and all("name" not in e and "code" not in e for e in controls)
