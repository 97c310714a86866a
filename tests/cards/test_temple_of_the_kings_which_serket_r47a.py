"""Temple of the Kings with two Mystical Beasts of Serket (round 47a).

Seed 000 §コスト / the card's text: its effect's cost sends Temple of the Kings and one face-up
Mystical Beast of Serket its controller controls to the GY. With two Serkets on the field the
player paying the cost chooses which one goes (a cost is paid by the player's own choice)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_temple_of_the_kings_lets_its_controller_choose_which_serket_to_send():
    """Q: I control two face-up Mystical Beasts of Serket and activate Temple of the Kings'
    effect. Which Serket is sent? A: the one I choose as I pay the cost; the other stays on the
    field."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Temple of the Kings", face_down=False)
    first = table.monster(0, "Mystical Beast of Serket")
    second = table.monster(0, "Mystical Beast of Serket")
    table.deck(0, ["Blue-Eyes White Dragon", "Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Temple of the Kings", request="idle")
    s.pick("select", second, request="select", player=0)
    assert sorted(grave(duel, 0)) == ["Mystical Beast of Serket", "Temple of the Kings"]
    assert first.card(duel).location == "mzone"
    assert second.card(duel).location == "grave"
    assert field_monsters(duel, 0) == ["Mystical Beast of Serket"]
