"""Dark Mimic LV1 levels up only as a face-up card on the field (round 47b's mutation round).

The card's text: in its controller's Standby Phase they may send this face-up card on the field
to the GY to Special Summon Dark Mimic LV3; seed 000 §誘發效果 / seed 004 §准备阶段: two such
Standby Phase triggers are not simultaneous: one is activated and resolved, then the next. A
Dark Mimic LV1 destroyed before its turn comes is in the GY, one turned face-down (Book of
Moon) is no longer a face-up card: neither can pay its cost (sending itself), so it does not
level up."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _second_answered_while_the_first_levels_up(answer):
    """Two face-up Dark Mimic LV1 of player 0 in their Standby Phase: the first levels up, and
    in answer player 1 activates `answer` (a Set card) on the second; the chain resolves and the
    first's Dark Mimic LV3 comes out. Returns the duel at player 0's Main Phase menu and the
    second LV1."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, "Dark Mimic LV1")
    second = table.monster(0, "Dark Mimic LV1")
    table.deck(0, ["Dark Mimic LV3", "Dark Mimic LV3", "Battle Ox"])
    table.spell_trap(1, answer)
    duel = table.build()
    s = Script(duel)
    s.answer(s.expect(request="order", player=0).options[0])
    s.pick("yes", player=0, request="yes_no")
    s.pick("activate", answer, player=1, request="chain")
    s.pick("target", second, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Dark Mimic LV3", player=0, first=True)
    s.pick("option", "Attack Position", request="option")
    s.expect(request="idle", player=0)
    return duel, second


def test_a_dark_mimic_lv1_destroyed_while_the_first_levels_up_stays_in_the_gy():
    """Q: I control two face-up Dark Mimic LV1. In my Standby Phase the first levels up; in
    answer my opponent destroys the second with Ring of Destruction. May the second still level
    up from the GY? A: no: one Dark Mimic LV3 comes out, both LV1 are in my GY."""
    duel, _second = _second_answered_while_the_first_levels_up("Ring of Destruction")
    assert field_monsters(duel, 0) == ["Dark Mimic LV3"]
    assert grave(duel, 0) == ["Dark Mimic LV1", "Dark Mimic LV1"]


def test_a_dark_mimic_lv1_booked_face_down_while_the_first_levels_up_stays_face_down():
    """Q: I control two face-up Dark Mimic LV1. In my Standby Phase the first levels up; in
    answer my opponent turns the second face-down with Book of Moon. Does the second level up
    afterwards? A: no: one Dark Mimic LV3 comes out; the second LV1 stays face-down."""
    duel, second = _second_answered_while_the_first_levels_up("Book of Moon")
    assert grave(duel, 0) == ["Dark Mimic LV1"]
    assert second.card(duel).position == "set"
    assert sorted(c.name for c in duel.monsters(0)) == ["Dark Mimic LV1", "Dark Mimic LV3"]
