"""Time Wizard's failed call counts only the face-up monsters' ATK (round 48b's mutation round).

Time Wizard's text and rulings (a wrong call destroys its controller's monsters and they take
half the total ATK of those destroyed monsters that were face-up; a face-down monster adds
nothing): two face-down monsters beside Battle Ox and Time Wizard leave the damage at
(500 + 1700) / 2 = 1100."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _time_wizard(call):
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.monster(0, "Time Wizard")
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf", position="set")
    table.monster(0, "Celtic Guardian", position="set")
    table.monster(1, "Hitotsu-Me Giant")
    duel = table.build(seed=7)
    s = Script(duel)
    s.pick("activate", "Time Wizard")
    s.pick("option", call, request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel


def test_time_wizard_called_wrong_with_two_face_down_monsters_deals_1100():
    """Q: I call Time Wizard's coin wrong; my Time Wizard (500), Battle Ox (1700) and two
    face-down monsters are destroyed. How much damage do I take? A: 1100: the face-down
    monsters count for nothing."""
    for call in ("Heads", "Tails"):
        duel = _time_wizard(call)
        toss = [e["value"] for e in duel.log if e["type"] == "declare" and e.get("what") == "coin toss"]
        if toss != [call]:
            break
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Hitotsu-Me Giant"]
    assert duel.players[0].lp == 8000 - 1100
