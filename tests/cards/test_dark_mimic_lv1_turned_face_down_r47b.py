"""Dark Mimic LV1 levels up only face-up (round 47b's mutation round).

The card's text: in its controller's Standby Phase they may send this face-up card to the GY
to Special Summon Dark Mimic LV3; seed 000 §誘發效果 / seed 004 §准备阶段: two such Standby
Phase triggers are activated and resolved one after the other, and a Dark Mimic LV1 turned
face-down meanwhile (Book of Moon) is no longer a face-up card to send: it stays."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_a_dark_mimic_lv1_booked_face_down_while_the_first_levels_up_stays_face_down():
    """Q: I control two face-up Dark Mimic LV1. In my Standby Phase the first levels up; in
    answer my opponent turns the second face-down with Book of Moon. Does the second level up
    afterwards? A: no: one Dark Mimic LV3 comes out; the second LV1 stays face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, "Dark Mimic LV1")
    second = table.monster(0, "Dark Mimic LV1")
    table.deck(0, ["Dark Mimic LV3", "Dark Mimic LV3", "Battle Ox"])
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.answer(s.expect(request="order", player=0).options[0])
    s.pick("yes", player=0, request="yes_no")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", second, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Dark Mimic LV3", player=0, first=True)
    s.pick("option", "Attack Position", request="option")
    s.expect(request="idle", player=0)
    assert grave(duel, 0) == ["Dark Mimic LV1"]
    assert second.card(duel).position == "set"
    assert sorted(c.name for c in duel.monsters(0)) == ["Dark Mimic LV1", "Dark Mimic LV3"]
