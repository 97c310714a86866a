"""Dark Mimic LV1 cannot level up while it would be banished instead of sent to the GY (round
48b's mutation round).

The card's text (in your Standby Phase: you can send this face-up card to the GY; Special
Summon 1 Dark Mimic LV3 from your hand or Deck) and seed 000 §代價 (a cost that cannot be paid
as written cannot be paid): under Macro Cosmos a card sent to the GY is banished instead, so
Dark Mimic LV1 cannot send itself to the GY and its effect is not offered."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_dark_mimic_lv1_is_not_offered_under_macro_cosmos():
    """Q: my face-up Dark Mimic LV1 reaches my Standby Phase while my opponent's Macro Cosmos is
    face-up. May I send it to the GY to Special Summon Dark Mimic LV3? A: no: it would be
    banished instead; I am not asked and Dark Mimic LV1 stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, "Dark Mimic LV1")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.deck(0, ["Dark Mimic LV3", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    while duel.request.kind != "idle":
        assert duel.request.kind != "yes_no"
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Dark Mimic LV1"]
