"""The Wicked Eraser wipes the field only when it is destroyed (round 47b's mutation round).

The card's text: "if this card is destroyed and sent to the GY", destroy all cards on the
field; seed 000 §上級召喚: a monster Tributed for a Tribute Summon is sent to the GY, not
destroyed, so its effect does not activate."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def test_the_wicked_eraser_tributed_for_a_summon_destroys_nothing():
    """Q: I Tribute The Wicked Eraser to Tribute Summon Summoned Skull. Is the field
    destroyed? A: no: it was Tributed, not destroyed: Summoned Skull and my opponent's Battle
    Ox stay, and nothing activates."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "The Wicked Eraser")
    table.hand(0, "Summoned Skull")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "The Wicked Eraser", request="tribute")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == ["Battle Ox"]
    assert grave(duel, 0) == ["The Wicked Eraser"] and of_type(duel, "activate_effect") == []
