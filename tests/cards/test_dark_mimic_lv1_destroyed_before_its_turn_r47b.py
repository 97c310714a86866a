"""Dark Mimic LV1 levels up only from the field (round 47b's mutation round).

The card's text: in its controller's Standby Phase they may send this face-up card on the field
to the GY to Special Summon Dark Mimic LV3; seed 000 §誘發效果 / seed 004 §准备阶段: two such
Standby Phase triggers are not simultaneous: one is activated and resolved, then the next. A
Dark Mimic LV1 destroyed before its turn comes is in the GY: it cannot pay its cost (sending
itself from the field), so it does not level up."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_a_dark_mimic_lv1_destroyed_while_the_first_levels_up_stays_in_the_gy():
    """Q: I control two face-up Dark Mimic LV1. In my Standby Phase the first levels up; in
    answer my opponent destroys the second with Ring of Destruction. May the second still level
    up from the GY? A: no: one Dark Mimic LV3 comes out, both LV1 are in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, "Dark Mimic LV1")
    second = table.monster(0, "Dark Mimic LV1")
    table.deck(0, ["Dark Mimic LV3", "Dark Mimic LV3", "Battle Ox"])
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.answer(s.expect(request="order", player=0).options[0])
    s.pick("yes", player=0, request="yes_no")
    s.pick("activate", "Ring of Destruction", player=1, request="chain")
    s.pick("target", second, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Dark Mimic LV3", player=0, first=True)
    s.pick("option", "Attack Position", request="option")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Dark Mimic LV3"]
    assert grave(duel, 0) == ["Dark Mimic LV1", "Dark Mimic LV1"]
