"""Armed Dragon LV3: in its controller's Standby Phase, send this face-up card to the GY (a cost)
to Special Summon an Armed Dragon LV5 from the hand or Deck.

Sources: the card's text (SOD 2005 and today's say the same, in our words: "during your Standby
Phase", "you can", "this face-up card", a cost), and the LV rulings shared with Dark Mimic LV1 /
Mystic Swordsman LV2 (yugioh-wiki.net 《アームド・ドラゴン LV3》: a trigger effect of the
Standby Phase; sending itself is the cost, so under Macro Cosmos, where it would be banished
instead, it cannot be activated: seed 000 §代價, a cost must be paid in full)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _standby(turn_player=0, position="attack", field=(), deck=("Armed Dragon LV5", "Battle Ox")):
    table = Table(rules="GOAT", turn=3, turn_player=turn_player, phase="standby")
    lv3 = table.monster(0, "Armed Dragon LV3", position=position)
    for player, name in field:
        table.spell_trap(player, name, face_down=False)
    table.deck(0, list(deck))
    table.deck(1, ["Battle Ox"] * 3)
    return table, lv3


def test_armed_dragon_lv3_levels_up_from_the_deck():
    """Q: My face-up Armed Dragon LV3 is on the field in my Standby Phase. A: I may send it to
    the GY and Special Summon Armed Dragon LV5 from my Deck; LV3 is in my GY."""
    table, _ = _standby()
    duel = table.build()
    s = Script(duel)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Armed Dragon LV5", player=0)
    s.pick("option", "Attack Position", request="option")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Armed Dragon LV5"]
    assert grave(duel, 0) == ["Armed Dragon LV3"]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_armed_dragon_lv3_levels_up_from_the_hand():
    """Q: The LV5 is in my hand, not my Deck. A: it comes from the hand ("hand or Deck")."""
    table, _ = _standby(deck=("Battle Ox",))
    table.hand(0, "Armed Dragon LV5")
    duel = table.build()
    s = Script(duel)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Armed Dragon LV5", player=0)
    s.pick("option", "Defense Position", request="option")
    assert field_monsters(duel, 0) == ["Armed Dragon LV5"] and duel.players[0].hand == []
    assert grave(duel, 0) == ["Armed Dragon LV3"]


def test_armed_dragon_lv3_is_optional():
    """Q: Must I level up? A: no ("you can"): declined, LV3 stays and LV5 stays in the Deck."""
    table, _ = _standby()
    duel = table.build()
    s = Script(duel)
    s.pick("no", player=0, request="yes_no")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Armed Dragon LV3"] and grave(duel, 0) == []


def test_armed_dragon_lv3_not_in_the_opponents_standby_phase():
    """Q: My opponent's Standby Phase: may my LV3 level up? A: no: only in its controller's own
    Standby Phase; the duel goes on to my opponent's Main Phase with no question."""
    table, _ = _standby(turn_player=1)
    duel = table.build()
    Script(duel).expect(request="idle", player=1)
    assert field_monsters(duel, 0) == ["Armed Dragon LV3"]


def test_armed_dragon_lv3_face_down_cannot_level_up():
    """Q: My LV3 is Set (face-down) in my Standby Phase. A: no level-up: it must be a face-up card."""
    table, _ = _standby(position="set")
    duel = table.build()
    Script(duel).expect(request="idle", player=0)
    assert grave(duel, 0) == []


def test_armed_dragon_lv3_without_a_lv5_cannot_level_up():
    """Q: No Armed Dragon LV5 in my hand or Deck. A: the effect cannot be activated (nothing it
    could summon): no question, LV3 stays."""
    table, _ = _standby(deck=("Battle Ox",))
    duel = table.build()
    Script(duel).expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Armed Dragon LV3"]


def test_armed_dragon_lv3_under_macro_cosmos_cannot_level_up():
    """Q: Macro Cosmos is face-up. May LV3 send itself to the GY to level up? A: no: it would be
    banished instead, so the cost cannot be paid; no question is asked."""
    table, _ = _standby(field=[(1, "Macro Cosmos")])
    duel = table.build()
    Script(duel).expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Armed Dragon LV3"]
